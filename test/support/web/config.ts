import { http, HttpResponse } from 'msw';
import type { TWebConfig } from '@contracts/config/web-config';
import { loadWebConfig } from '@/config/web-config';
import { server } from './server';

/** The local stack's `/config.json`, as the launcher writes it; `over` changes any field. */
export const testConfig = (over: Partial<TWebConfig> = {}): TWebConfig => ({
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_local',
  userPoolClientId: 'local-client',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  authFlow: 'USER_PASSWORD_AUTH',
  federatedProviders: ['Google', 'Microsoft', 'LinkedIn'],
  wsUrl: '/ws',
  contactEmail: 'privacy@example.com',
  companyName: 'Example Ltd',
  ...over,
});

/** `/config.json` answers `testConfig(over)`. */
export function answerConfig(over: Partial<TWebConfig> = {}): void {
  server.use(http.get('/config.json', () => HttpResponse.json(testConfig(over))));
}

/**
 * Loads the app's config as it starts up (`loadWebConfig` fetching `/config.json`), answered at
 * the fetch boundary, so `webConfig()` reads these values.
 */
export async function loadConfig(over: Partial<TWebConfig> = {}): Promise<TWebConfig> {
  answerConfig(over);
  return loadWebConfig();
}
