import useSWR from 'swr';
import { tickerRoutes } from '@contracts/ticker/routes';
import { toast } from '@/lib/toast';
import { callApi } from '@/lib/call-api';
import { errorMessage } from '@/lib/error-message';

/** The admin list's SWR key: adding, reordering, showing or deleting a message revalidates it. */
export const adminTickerKey = tickerRoutes.list.path;

/** Every ticker message, active or not, in display order (admin). */
export async function getAdminTicker() {
  const data = await callApi(tickerRoutes.list, { schema: tickerRoutes.list.response });
  return data.messages;
}

/** The admin list, keyed by the signed-in admin. A failed load says "Error" with the reason (spec §8). */
export function useAdminTicker(sub: string | undefined) {
  return useSWR(sub ? [adminTickerKey, sub] : null, getAdminTicker, {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
