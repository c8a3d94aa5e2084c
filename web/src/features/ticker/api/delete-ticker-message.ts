import { tickerRoutes } from '@contracts/ticker/routes';
import { callApi } from '@/lib/call-api';

export const deleteTickerMessage = (id: string) => callApi(tickerRoutes.remove, { params: { id } });
