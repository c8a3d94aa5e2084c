import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

export const deleteConnection = (calendarId: string, connectionId: string) =>
  callApi(calendarRoutes.deleteConnection, { params: { id: calendarId, connectionId } });
