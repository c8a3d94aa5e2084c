import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';

/** Calendars connected to a booking page (spec §3 calendar_connections). */

export const PROVIDERS = ['local', 'google', 'microsoft'] as const;
export type TProvider = (typeof PROVIDERS)[number];
export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const PROVIDER_LABELS: Record<TProvider, string> = {
  local: 'Local Calendar',
  google: 'Google Calendar',
  microsoft: 'Microsoft Calendar',
};

export const connectionMessages = {
  nameRequired: 'Please enter a calendar name',
  nameTooLong: 'The calendar name must be at most 100 characters',
  unknownProvider: 'Unknown calendar provider',
  notFound: 'Calendar connection not found',
  /**
   * A provider this site has no OAuth client for. Said in the user's words: the web does not
   * offer its button (`GET /api/calendar-providers`), so only a direct caller, or a calendar
   * connected before its client was removed, reads this; what the operator must set is logged.
   */
  notConfigured: (provider: TOAuthProvider) =>
    `${PROVIDER_LABELS[provider]} is not configured for this site, so it cannot be connected or synced here.`,
} as const;

export const ZConnection = z.object({
  id: z.string(),
  bookingPageId: z.string(),
  provider: z.enum(PROVIDERS),
  providerCalendarId: z.string(),
  providerCalendarName: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  lastSyncedAt: z.string().nullable(),
  /** Why the last sync of a Google or Microsoft calendar failed; absent once one succeeds. */
  syncError: z.string().optional(),
});
export type TConnection = z.infer<typeof ZConnection>;

/**
 * `GET /api/booking-pages/{id}/connections?cursor&limit`: a page of the connections in storage
 * order, each page oldest first; whoever gathers the pages orders them with `byConnectionAge`.
 */
export const ZConnectionList = ZPageOf('connections', ZConnection);
export const ZConnectionListQuery = ZPageQuery(PAGE_SIZES.connections);

/** Oldest first, so the primary one (the first connected) leads. */
export const byConnectionAge = (a: TConnection, b: TConnection) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
export type TConnectionList = z.infer<typeof ZConnectionList>;

/** `POST /api/booking-pages/{id}/connections`: the Local Calendar dialog. */
export const ZCreateLocalConnection = z.object(
  {
    name: requiredTrimmed(connectionMessages.nameRequired, 100, connectionMessages.nameTooLong),
  },
  connectionMessages.nameRequired,
);
export type TCreateLocalConnection = z.input<typeof ZCreateLocalConnection>;

export const ZConnectionParams = z.object({ id: z.uuid(), connectionId: z.uuid() });

/**
 * `GET /api/calendar-providers`: the providers an owner can connect on this site (those whose
 * OAuth client is configured), so the connect screen offers only buttons that work.
 */
export const ZCalendarProviders = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) });
export type TCalendarProviders = z.infer<typeof ZCalendarProviders>;

/** `POST /api/booking-pages/{id}/oauth/{provider}`: where to send the popup. */
export const ZOAuthStart = z.object({ authUrl: z.string() });
export type TOAuthStart = z.infer<typeof ZOAuthStart>;

/** `POST /api/booking-pages/{id}/sync`. */
export const ZSyncResult = z.object({
  lastSyncedAt: z.string(),
  /** Meetings created, changed and removed by this sync, over all connections. */
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type TSyncResult = z.infer<typeof ZSyncResult>;
