import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

export const deleteCalendar = (id: string) =>
  callApi(calendarRoutes.deleteCalendar, { params: { id } });
