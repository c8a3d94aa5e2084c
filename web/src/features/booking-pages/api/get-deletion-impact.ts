import useSWR from 'swr';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

const { getDeletionImpact } = bookingPageRoutes;

/**
 * What deleting the page would do, read when the delete question opens (`open`) and never
 * cached beyond it: a booking made since must show in the next question.
 */
export function useDeletionImpact(id: string, open: boolean) {
  return useSWR(
    open ? routePath(getDeletionImpact, { id }) : null,
    () => callApi(getDeletionImpact, { params: { id }, schema: getDeletionImpact.response }),
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}
