import type { TWebConfig } from '@contracts/config/web-config';
import { setTokenProvider } from '@/lib/api-client';

let markReady: () => void = () => undefined;
let markFailed: (error: unknown) => void = () => undefined;

/**
 * Settles once Amplify Auth is loaded and configured. Amplify (about 16 KB gzipped) is not part of
 * the first load: the landing page paints without it, and the session, the API client's token and
 * every other page wait for this instead (docs/decisions.md, "Keeping the landing page's first
 * load small").
 */
export const authReady = new Promise<void>((resolve, reject) => {
  markReady = resolve;
  markFailed = reject;
});
// A failed load is reported by whoever waits for it; never as an unhandled rejection.
authReady.catch(() => undefined);

/** Loads and configures Amplify Auth for `/config.json`'s user pool, after the first render. */
export function startAuth(config: TWebConfig): void {
  // Calls made before Amplify is ready wait for it, so a signed-in user's first calls carry a token.
  setTokenProvider(async () => {
    await authReady.catch(() => undefined);
    const { getAccessToken } = await import('./tokens');
    return getAccessToken();
  });
  import('./configure-auth')
    .then(({ configureAuth }) => {
      configureAuth(config);
      markReady();
    })
    .catch(markFailed);
}
