import useSWR from 'swr';
import { homeRoutes } from '@contracts/home/routes';
import { visitorZone } from '@/features/booking/time-zone';
import { callApi } from '@/lib/call-api';

const homeClients = homeRoutes.clients;

/**
 * The signed-in person's clients as the home shows them, counted on the browser's calendar (its
 * zone decides what "today", "this month" and "days since" are). Keyed by the user and the zone.
 */
export function useHomeClients(sub: string) {
  const timeZone = visitorZone();
  return useSWR([homeClients.path, sub, timeZone], () =>
    callApi(homeClients, { query: { timeZone }, schema: homeClients.response }),
  );
}
