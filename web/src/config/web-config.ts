import { ZWebConfig, type TWebConfig } from '@contracts/config/web-config';

let config: TWebConfig | undefined;

/** Fetches and checks `/config.json` once, before the app renders. */
export async function loadWebConfig(): Promise<TWebConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load /config.json (${res.status})`);
  config = ZWebConfig.parse(await res.json());
  return config;
}

/** The loaded config; the app renders only after `loadWebConfig` resolved. */
export function webConfig(): TWebConfig {
  if (!config) throw new Error('webConfig() called before loadWebConfig()');
  return config;
}
