import { useSWRConfig } from 'swr';
import { engagementMessages, type TEngagement } from '@contracts/engagements/engagement';
import { clientKey } from '@/features/clients/owner-clients';
import { isKeyOf, useAction } from '@/lib/use-action';
import { budgetPath } from '../api/get-budget';
import { engagementKey } from '../api/get-engagement';
import { linkBookingPage, unlinkBookingPage } from '../api/link-booking-page';

/**
 * Linking and unlinking the engagement's booking pages, with their toasts (a refusal's toast
 * carries the server's reason). The answer is the engagement with its pages, put straight into
 * its cache so the screen shows it without reading it again; the budget counts the pages' time,
 * so every month of it is read again.
 */
export function usePageLinks(engagement: TEngagement) {
  const { mutate } = useSWRConfig();
  // One each, so a button says "Linking..." or "Unlinking..." only for its own change.
  const linking = useAction();
  const unlinking = useAction();

  const change = async (
    act: ReturnType<typeof useAction>['act'],
    request: () => Promise<TEngagement>,
    notices: { success: string; error: string },
  ) => {
    const done = await act({
      run: async () => {
        const updated = await request();
        await mutate(isKeyOf(engagementKey(engagement.id)), updated, { revalidate: false });
        return updated;
      },
      ...notices,
      revalidate: [budgetPath(engagement.id)],
    });
    // A refusal may mean the page moved to another client or the engagement ended meanwhile:
    // both are read again, so the choices offered are the server's.
    if (!done.ok) {
      void mutate(isKeyOf(engagementKey(engagement.id)));
      void mutate(isKeyOf(clientKey(engagement.clientId)));
    }
    return done.ok;
  };

  return {
    linking: linking.busy,
    unlinking: unlinking.busy,
    link: (bookingPageId: string) =>
      change(linking.act, () => linkBookingPage(engagement.id, bookingPageId), {
        success: engagementMessages.pageLinked,
        error: engagementMessages.linkFailed,
      }),
    unlink: (bookingPageId: string) =>
      change(unlinking.act, () => unlinkBookingPage(engagement.id, bookingPageId), {
        success: engagementMessages.pageUnlinked,
        error: engagementMessages.unlinkFailed,
      }),
  };
}
