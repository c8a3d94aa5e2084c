import { OAUTH_PROVIDERS, type TCalendarProviders } from '@contracts/booking/connection';
import type { CalendarProviders } from '../../ports/calendar-providers';

/**
 * The calendar providers an owner can connect here: those this deployment has an OAuth client
 * for. The connect screen offers only these, so nobody is shown a button that cannot work.
 */
export function connectableProviders(deps: {
  calendarProviders: Pick<CalendarProviders, 'client'>;
}): TCalendarProviders {
  return { providers: OAUTH_PROVIDERS.filter((p) => deps.calendarProviders.client(p)) };
}

/** What the operator must set for a provider, for the logs (never shown to end users). */
export const operatorNote = (provider: string) =>
  `The ${provider} calendar OAuth client is not configured: set its client id and secret ` +
  `(${provider.toUpperCase()}_CALENDAR_CLIENT_ID and _CLIENT_SECRET locally, or ` +
  `${provider}CalendarClientId and ${provider}CalendarClientSecretName when deploying).`;
