import type { TWebConfig } from '@contracts/config/web-config';

let config: TWebConfig | undefined;

const providers = ['Google', 'Microsoft', 'LinkedIn'];

/**
 * Checks `/config.json` by hand rather than with the zod contract that writes it: this runs on
 * the first load of every page, where zod alone would cost 14 KB gzipped (see docs/decisions.md).
 * The writers (local launcher, Web stack) validate with `ZWebConfig`.
 */
export function checkWebConfig(raw: unknown): TWebConfig {
  const c = (typeof raw === 'object' && raw ? raw : {}) as Record<string, unknown>;
  const bad = (key: string) => new Error(`/config.json: ${key} is missing or invalid`);
  const str = (key: string, optional = false) => {
    const v = c[key];
    if (v === undefined && optional) return undefined;
    if (typeof v !== 'string' || !v) throw bad(key);
    return v;
  };
  const authFlow = str('authFlow');
  if (authFlow !== 'USER_SRP_AUTH' && authFlow !== 'USER_PASSWORD_AUTH') throw bad('authFlow');
  const federated = c.federatedProviders;
  if (!Array.isArray(federated) || !federated.every((p) => providers.includes(p)))
    throw bad('federatedProviders');
  return {
    region: str('region')!,
    userPoolId: str('userPoolId')!,
    userPoolClientId: str('userPoolClientId')!,
    userPoolEndpoint: str('userPoolEndpoint', true),
    authFlow,
    oauthDomain: str('oauthDomain', true),
    federatedProviders: federated as TWebConfig['federatedProviders'],
    wsUrl: str('wsUrl')!,
    contactEmail: str('contactEmail')!,
    companyName: str('companyName')!,
  };
}

/** Fetches and checks `/config.json` once, before the app renders. */
export async function loadWebConfig(): Promise<TWebConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load /config.json (${res.status})`);
  config = checkWebConfig(await res.json());
  return config;
}

/** The loaded config; the app renders only after `loadWebConfig` resolved. */
export function webConfig(): TWebConfig {
  if (!config) throw new Error('webConfig() called before loadWebConfig()');
  return config;
}
