import type { TOAuthProvider } from '@contracts/booking/connection';

/** What the consent screen needs of a configured provider (no secret). */
export interface ProviderClient {
  provider: TOAuthProvider;
  clientId: string;
  authorizeUrl: string;
  /** `${APP_ORIGIN}/api/oauth/{provider}/callback`, registered with the provider. */
  redirectUri: string;
}

export interface ProviderTokens {
  accessToken: string;
  /** Absent when the provider keeps the refresh token it issued before. */
  refreshToken?: string;
}

/** One provider event as the sync sees it, whatever the provider's own shape. */
export interface ProviderEvent {
  /** The provider's id: the same event always has the same id. */
  id: string;
  /** Deleted or cancelled at the provider. */
  removed: boolean;
  title?: string;
  /** UTC instants (ISO 8601); absent for all-day events and removals. */
  start?: string;
  end?: string;
  /** False for time the owner marked free (Google "transparent", Graph showAs free). */
  busy?: boolean;
  organizer?: { name?: string; email?: string };
  /**
   * Set on an event this product wrote to the calendar for one of its meetings (write-back): the
   * meeting's id, read from the mark it left (Google `extendedProperties.private`, Graph
   * `transactionId`). Such an event is the meeting itself, never imported busy time.
   */
  ownMeetingId?: string;
}

/** A meeting as it is written to the owner's connected calendar. */
export interface OutgoingEvent {
  /** The product's meeting: the mark that tells the sync this event is its own. */
  meetingId: string;
  title: string;
  /** Plain text: who booked, their notes, where to manage the meeting. */
  description: string;
  /** UTC instants (ISO 8601). */
  start: string;
  end: string;
  /** Ask the provider for a video meeting: Google Meet from Google, Teams from Microsoft. */
  onlineMeeting: boolean;
  /**
   * Where the meeting takes place when the page's owner set it: the text of the event's location
   * (an address, "Phone call, <number>", or the video link itself), and the host's own video link
   * as a URL where the provider keeps one for a location.
   */
  location?: { text: string; url?: string };
}

/** The provider's record of a written meeting. */
export interface WrittenEvent {
  eventId: string;
  /** The video meeting's join link, when one was asked for and the provider made it. */
  joinUrl?: string;
}

export interface ProviderChanges {
  /**
   * True when this is the whole set in the window (first sync, or the provider refused the old
   * cursor): events known before and absent here are gone.
   */
  full: boolean;
  events: ProviderEvent[];
  /** Where the next incremental sync starts (Google sync token, Graph delta link). */
  cursor: string;
}

/**
 * Google Calendar and Microsoft Graph as the connect and sync use cases need them. Endpoints and
 * client credentials are configuration; a provider without credentials is not configured.
 */
export interface CalendarProviders {
  /** The web app's origin: OAuth pages post their result to it. */
  readonly appOrigin: string;
  /** The provider's client, or undefined when this deployment has no credentials for it. */
  client(provider: TOAuthProvider): ProviderClient | undefined;
  /** Authorization code grant with the PKCE verifier. */
  exchangeCode(
    provider: TOAuthProvider,
    input: { code: string; codeVerifier: string },
  ): Promise<ProviderTokens>;
  /** Refresh token grant: a fresh access token. */
  refresh(provider: TOAuthProvider, refreshToken: string): Promise<ProviderTokens>;
  /**
   * The changes since `cursor`, every page followed; without a cursor (or when the provider no
   * longer accepts it) every event of `window`.
   */
  listChanges(
    provider: TOAuthProvider,
    input: { accessToken: string; cursor?: string; window: { from: Date; to: Date } },
  ): Promise<ProviderChanges>;
  /**
   * Writes a meeting into the connected account's primary calendar, without the provider mailing
   * anyone (the product sends its own invites). Idempotent per meeting: a retry after a lost
   * answer finds the event it made rather than making a second one.
   */
  createEvent(
    provider: TOAuthProvider,
    input: { accessToken: string; event: OutgoingEvent },
  ): Promise<WrittenEvent>;
  /** Moves a written event to a new time; a `ProviderError` with status 404 when it is gone. */
  moveEvent(
    provider: TOAuthProvider,
    input: { accessToken: string; eventId: string; start: string; end: string },
  ): Promise<void>;
  /** Deletes a written event; one already gone (404, 410) counts as deleted. */
  deleteEvent(
    provider: TOAuthProvider,
    input: { accessToken: string; eventId: string },
  ): Promise<void>;
  /**
   * Ends, at the provider, the grant a refresh token carries (a disconnect, a closed account).
   * Google revokes it at its revocation endpoint; a token it no longer knows counts as revoked.
   * Microsoft's identity platform has no revocation of one app's refresh token (docs/decisions.md,
   * "Calendar grants are revoked where the provider allows it"): `unsupported`, and the caller's
   * deletion of the token is all there is.
   */
  revoke(provider: TOAuthProvider, refreshToken: string): Promise<'revoked' | 'unsupported'>;
}

/** A provider answered something unusable (refused grant, bad JSON, foreign link). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
