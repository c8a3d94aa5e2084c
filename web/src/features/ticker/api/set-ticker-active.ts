import { tickerRoutes } from '@contracts/ticker/routes';
import { callApi } from '@/lib/call-api';

/** Shows (active) or hides a message on the landing page. */
export const setTickerActive = (id: string, isActive: boolean) =>
  callApi(tickerRoutes.setActive, { params: { id }, body: { isActive } });
