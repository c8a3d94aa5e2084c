import type { TCreateLocalConnection } from '@contracts/booking/connection';
import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

export const createLocalConnection = (calendarId: string, input: TCreateLocalConnection) =>
  callApi(calendarRoutes.createLocalConnection, {
    params: { id: calendarId },
    body: input,
    schema: calendarRoutes.createLocalConnection.response,
  });
