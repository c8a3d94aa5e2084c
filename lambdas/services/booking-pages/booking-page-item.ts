import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MINIMUM_NOTICE_MINUTES,
  type TAvailabilitySlot,
  type TBookingPage,
  type TBookingPageSummary,
} from '@contracts/booking/booking-page';
import { LOCATION_KINDS, type MeetingLocation } from '@domain/booking/meeting-location';
import { linkPlatforms } from '@domain/booking/meeting-platforms';
import type { Currency } from '@domain/timesheets/money';
import { bookingPageKeys } from '../../keys/booking-page';
import { slugClaimKeys } from '../../keys/slug-claim';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * How a booking page is stored (keys: `lambdas/keys/booking-page.ts`). The availability lives in the
 * item itself, so the hours the public page offers change in one atomic write with the settings.
 */
export const bookingPageKey = (id: string): TableKey => bookingPageKeys.key({ id });

/** What links a page to an engagement: an unlink, or a move to another client, removes them. */
export const ENGAGEMENT_LINK_ATTRIBUTES = ['engagementId', 'GSI2PK', 'GSI2SK'] as const;
export const slugClaimKey = (slug: string): TableKey => slugClaimKeys.key({ slug });

export interface SlugClaimItem extends TableItem {
  bookingPageId: string;
  /**
   * Set on the claim of a slug the page has moved away from: until then (ISO) the old link still
   * leads to the page, and nobody else can take the slug. DynamoDB's `ttl` deletes it later.
   */
  movedUntil?: string;
  ttl?: number;
}

/** A slug the page had before, still claimed for it until `until` (ISO). */
export interface FormerSlug {
  slug: string;
  until: string;
}

export interface NewBookingPage {
  id: string;
  userId: string;
  name: string;
  description: string;
  slug: string;
  defaultMeetingDuration: number;
  bufferTime: number;
  /** Absent on pages made before pages had them: read as the defaults (`bookingWindowOf`). */
  minimumNoticeMinutes?: number;
  horizonDays?: number;
  timeZone: string;
  availability: TAvailabilitySlot[];
  /** False when the owner turned reminders off; absent (pages made before) means on. */
  reminders?: boolean;
  /**
   * The owner's name from their profile, shown to visitors as the page's host; written with every
   * save of the profile (`profile/save-professional-profile.ts`). Absent while they gave none.
   */
  hostName?: string;
  /**
   * Where its meetings take place, as the owner set it (in person, phone, own video link);
   * absent: visitors choose a platform whose join link a connected calendar makes. Each booking
   * keeps a copy (`MeetingItem.location`).
   */
  location?: MeetingLocation;
  createdAt: string;
}

/** The page's minimum notice and horizon, the defaults standing in for absent ones. */
export const bookingWindowOf = (
  c: Pick<Partial<NewBookingPage>, 'minimumNoticeMinutes' | 'horizonDays'>,
) => ({
  minimumNoticeMinutes: Number(c.minimumNoticeMinutes ?? DEFAULT_MINIMUM_NOTICE_MINUTES),
  horizonDays: Number(c.horizonDays ?? DEFAULT_HORIZON_DAYS),
});

/**
 * A page's billing settings as stored (read and written by `timesheets/billing-item.ts`, whose
 * `billingOf` stands in the defaults for a page that has none).
 */
export interface StoredBilling {
  /** The default hourly rate of new entries, in pence; absent: none. */
  ratePence?: number;
  currency: Currency;
  /** Hundredths of a percent: 2000 is 20 %. */
  taxBasisPoints: number;
  paymentTermsDays: number;
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  /** False when the owner turned off billing meetings; absent (older settings): billed. */
  meetingsBillable?: boolean;
}

export type BookingPageItem = TableItem &
  NewBookingPage & {
    /** Absent on pages whose owner never saved billing settings. */
    billing?: StoredBilling;
    /**
     * The client the page bills (`clients/client-item.ts`); `billing` then holds a copy of the
     * client's details, written with every change of the client. Absent: no client yet.
     */
    clientId?: string;
    /**
     * The engagement of that client the page's meetings and time count against
     * (`engagements/engagement-pages.ts`, on GSI2); absent: none.
     */
    engagementId?: string;
    isActive: boolean;
    lastSyncedAt?: string;
    connectionCount: number;
    /**
     * How many of the page's connections are Google's, and Microsoft's: kept with every connect
     * and disconnect, so the public booking page knows which video platforms' join links will be
     * made (`domain/booking/meeting-platforms.ts`) without reading the connections, which hold
     * the sealed refresh tokens. Absent reads as 0 (pages connected before they were kept).
     */
    googleConnectionCount?: number;
    microsoftConnectionCount?: number;
    /** The first connection made; absent while the page has none. */
    primaryConnectionId?: string;
    /**
     * True on pages made since time entries kept day sums (`timesheets/day-sums-item.ts`): only
     * then do the sums hold every entry, so only then are a period's totals read from them.
     */
    entrySums?: boolean;
    /**
     * True on pages made since day sums count billable drafts without a rate (`unratedDrafts`):
     * on an older page the sums may lack the drafts it already had.
     */
    unratedSums?: boolean;
    /**
     * Grows by one with every change of the settings (an edit, a pause, the start of a deletion);
     * absent on pages never changed since versions were kept, which reads as 0. Bookings commit
     * only while it is what they read, so none is made on settings that changed meanwhile.
     */
    version?: number;
    /** The slugs the page moved away from whose old links still lead to it. */
    formerSlugs?: FormerSlug[];
    /** When its deletion started (ISO): the page is closed to everyone but a repeated delete. */
    deletingAt?: string;
    /** When its deletion finished (ISO): kept only for the cancellation mails, then expired. */
    deletedAt?: string;
    ttl?: number;
    GSI1PK?: string;
    GSI1SK?: string;
    GSI2PK?: string;
    GSI2SK?: string;
  };

/** The page's count of `provider`'s connections, by its attribute's name. */
export const providerCountAttribute = (provider: 'google' | 'microsoft') =>
  `${provider}ConnectionCount` as const;

/** The providers the page has a connection of (a Google or Microsoft calendar). */
export const connectedProvidersOf = (
  c: Pick<BookingPageItem, 'googleConnectionCount' | 'microsoftConnectionCount'>,
): ('google' | 'microsoft')[] =>
  (['google', 'microsoft'] as const).filter((p) => Number(c[providerCountAttribute(p)] ?? 0) > 0);

/** The stored version; pages written before versions were kept are at 0. */
export const versionOf = (c: Pick<BookingPageItem, 'version'>): number => Number(c.version ?? 0);

/** The condition "the settings are still at the version read" (absent reads as version 0). */
export const atVersion = (c: Pick<BookingPageItem, 'version'>) => ({
  version: c.version === undefined ? undefined : Number(c.version),
});

/** A stored location, or null for none (or one this code cannot read). */
export const locationOf = (value: unknown): MeetingLocation | null => {
  const l = value as Partial<MeetingLocation> | null | undefined;
  return l && typeof l.value === 'string' && (LOCATION_KINDS as readonly unknown[]).includes(l.kind)
    ? { kind: l.kind as MeetingLocation['kind'], value: l.value }
    : null;
};

export function toBookingPageItem(
  bookingPage: Omit<NewBookingPage, 'location'> & { location?: MeetingLocation | null },
): BookingPageItem {
  const { location, ...rest } = bookingPage;
  return {
    ...bookingPageKey(bookingPage.id),
    ...rest,
    ...(location ? { location } : {}),
    isActive: true,
    connectionCount: 0,
    entrySums: true,
    unratedSums: true,
    ...bookingPageKeys.indexAttributes('GSI1', {
      sub: bookingPage.userId,
      createdAt: bookingPage.createdAt,
      id: bookingPage.id,
    }),
  };
}

export const toSlugClaim = (slug: string, bookingPageId: string): SlugClaimItem => ({
  ...slugClaimKey(slug),
  bookingPageId,
});

/** The owner's view; keys, index attributes and the owner id stay behind. */
export function fromBookingPageItem(item: TableItem): TBookingPage {
  const c = item as Partial<BookingPageItem>;
  return {
    ...summaryOf(c),
    availability: Array.isArray(c.availability) ? c.availability : [],
  };
}

export function toBookingPageSummary(item: TableItem): TBookingPageSummary {
  return summaryOf(item as Partial<BookingPageItem>);
}

function summaryOf(c: Partial<BookingPageItem>): TBookingPageSummary {
  return {
    id: String(c.id),
    name: String(c.name ?? ''),
    description: String(c.description ?? ''),
    slug: String(c.slug ?? ''),
    defaultMeetingDuration: Number(c.defaultMeetingDuration ?? 30),
    bufferTime: Number(c.bufferTime ?? 0),
    ...bookingWindowOf(c),
    timeZone: String(c.timeZone ?? 'UTC'),
    isActive: c.isActive !== false,
    reminders: c.reminders !== false,
    version: versionOf(c),
    deleting: typeof c.deletingAt === 'string',
    lastSyncedAt: typeof c.lastSyncedAt === 'string' ? c.lastSyncedAt : null,
    createdAt: String(c.createdAt ?? ''),
    connectionCount: Number(c.connectionCount ?? 0),
    location: locationOf(c.location),
    linkPlatforms: linkPlatforms(connectedProvidersOf(c).map((provider) => ({ provider }))),
  };
}
