import type { TOAuthProvider } from '@contracts/booking/connection';
import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

/** Where the connect popup goes; fails (e.g. 503) when the provider is not configured. */
export const startOAuth = (calendarId: string, provider: TOAuthProvider) =>
  callApi(calendarRoutes.startOAuth, {
    params: { id: calendarId, provider },
    schema: calendarRoutes.startOAuth.response,
  });
