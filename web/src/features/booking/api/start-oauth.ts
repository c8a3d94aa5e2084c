import { ZOAuthStart, type TOAuthProvider } from '@contracts/booking/connection';
import { apiFetch } from '@/lib/api-client';
import { calendarKey } from './get-calendar';

/** Where the connect popup goes; fails (e.g. 503) when the provider is not configured. */
export const startOAuth = (calendarId: string, provider: TOAuthProvider) =>
  apiFetch(`${calendarKey(calendarId)}/oauth/${provider}`, { method: 'POST', schema: ZOAuthStart });
