import useSWR from 'swr';
import { toast } from '@/lib/toast';
import { ZTickerMessageList } from '@contracts/ticker/ticker-message';
import { apiFetch } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

export const adminTickerKey = '/api/admin/ticker';

/** Every ticker message, active or not, in display order (admin). */
export async function getAdminTicker() {
  const data = await apiFetch(adminTickerKey, { schema: ZTickerMessageList });
  return data.messages;
}

/** The admin list, keyed by the signed-in admin. A failed load says "Error" with the reason (spec §8). */
export function useAdminTicker(sub: string | undefined) {
  return useSWR(sub ? [adminTickerKey, sub] : null, getAdminTicker, {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
