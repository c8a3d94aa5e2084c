import useSWR from 'swr';
import { ZDeletionImpact } from '@contracts/booking/calendar';
import { apiFetch } from '@/lib/api-client';
import { calendarKey } from './get-calendar';

const impactKey = (id: string) => `${calendarKey(id)}/deletion-impact`;

/**
 * What deleting the page would do, read when the delete question opens (`open`) and never
 * cached beyond it: a booking made since must show in the next question.
 */
export function useDeletionImpact(id: string, open: boolean) {
  return useSWR(
    open ? impactKey(id) : null,
    (key: string) => apiFetch(key, { schema: ZDeletionImpact }),
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}
