import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { PROVIDER_LABELS, type TOAuthProvider } from '@contracts/booking/connection';
import { toast } from '@/lib/toast';
import { isKeyOf, useAction } from '@/lib/use-action';
import { startOAuth } from '../api/start-oauth';
import { syncCalendar } from '../api/sync-calendar';
import { connectionChangeKeys } from '../lib/connection-keys';
import { isOAuthSuccess, OAUTH_POPUP } from '../lib/oauth-message';

/** How often to look whether the user closed the popup without finishing. */
const POPUP_CHECK_MS = 500;

/**
 * Connecting Google or Microsoft (spec §4): ask the API where to sign in, open that in a
 * 600×700 popup, and wait for the callback page to post "oauth-success" from this origin. Then
 * say so, reload the connections, close the popup and sync the new calendar. Closing the popup
 * stops the wait.
 */
export function useOAuthConnect(bookingPageId: string) {
  const { act, busy } = useAction();
  const { mutate } = useSWRConfig();
  const stopRef = useRef<(() => void) | null>(null);

  // Leaving the screen stops any wait in progress.
  useEffect(() => () => stopRef.current?.(), []);

  const connect = useCallback(
    async (provider: TOAuthProvider) => {
      const started = await act({ run: () => startOAuth(bookingPageId, provider), error: 'Error' });
      if (!started.ok) return;
      stopRef.current?.();
      const popup = window.open(started.value.authUrl, OAUTH_POPUP.name, OAUTH_POPUP.features);
      if (!popup) {
        toast.error('Error', { description: 'Allow pop-ups for this site, then try again.' });
        return;
      }

      let lastCall: number | undefined;
      const stop = () => {
        window.removeEventListener('message', onMessage);
        window.clearInterval(closedCheck);
        window.clearTimeout(lastCall);
        if (stopRef.current === stop) stopRef.current = null;
      };
      const onMessage = (event: MessageEvent) => {
        if (!isOAuthSuccess(event, window.location.origin)) return;
        stop();
        toast.success('Success', {
          description: `${PROVIDER_LABELS[provider]} connected successfully`,
        });
        popup.close();
        // Its events at once, rather than at the schedule's next turn; the list shows the outcome
        // (when it synced, or why it could not) either way.
        const reload = () => {
          for (const key of connectionChangeKeys(bookingPageId)) void mutate(isKeyOf(key));
        };
        reload();
        void syncCalendar(bookingPageId).then(reload, reload);
      };
      // A callback page may post its message and close itself at once: listen a moment longer.
      const closedCheck = window.setInterval(() => {
        if (!popup.closed) return;
        window.clearInterval(closedCheck);
        lastCall = window.setTimeout(stop, POPUP_CHECK_MS * 2);
      }, POPUP_CHECK_MS);
      window.addEventListener('message', onMessage);
      stopRef.current = stop;
    },
    [act, bookingPageId, mutate],
  );

  return { connect, busy };
}
