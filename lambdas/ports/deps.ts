import type { AccountAdmin } from './account-admin';
import type { AccountSecurity, Passwords } from './account-security';
import type { AdminDirectory } from './admin-directory';
import type { AppLinks } from './app-links';
import type { CalendarProviders } from './calendar-providers';
import type { CalendarConsent, CalendarRefresh } from './calendar-steps';
import type { Clock } from './clock';
import type { ClosedAccounts } from './closed-accounts';
import type { ConnectedSignIns } from './connected-sign-ins';
import type { ConnectionPush, ConnectionStore } from './connections';
import type { EventBus } from './event-bus';
import type { FileStore } from './file-store';
import type { IdGenerator } from './ids';
import type { LinkedIn } from './linkedin';
import type { Mailer } from './mailer';
import type { SignInProviders } from './sign-in-providers';
import type { SigningCertificate } from './signing-certificate';
import type { Table } from './table';
import type { TokenCipher } from './token-cipher';
import type { UserDirectory } from './user-directory';

/**
 * Every port a service may reach, by its one name. Services take only the slice they use, e.g.
 * `(deps: Pick<Deps, 'table' | 'clock'>, input)`, so a test fakes just that slice; a Lambda
 * declares the ports it offers with `defineDeps` (`lambdas/deps/define-deps.ts`), typed by these
 * names, and builds each one only when it is first used.
 */
export interface Deps {
  clock: Clock;
  ids: IdGenerator;
  table: Table;
  /** The private documents bucket (uploads, exports, signed copies). */
  documents: FileStore;
  /** Applicant photos. */
  photos: FileStore;
  mailer: Mailer;
  events: EventBus;
  users: UserDirectory;
  /** The administrators' e-mail addresses. */
  admins: AdminDirectory;
  /** Disabling and deleting users: only the account closure. */
  accounts: AccountAdmin;
  /** Whether an account is being closed: every signed-in route refuses its tokens then. */
  closedAccounts: ClosedAccounts;
  /** Open WebSocket connections, kept in the table. */
  connections: ConnectionStore;
  /** Posts to those connections through API Gateway's `@connections` API. */
  push: ConnectionPush;
  /** The origins whose pages may open a WebSocket connection (WS_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Absolute links into the web app (APP_ORIGIN), for mails. */
  links: AppLinks;
  /** Google Calendar and Microsoft Graph: OAuth and event sync. */
  calendarProviders: CalendarProviders;
  /** A public page's stale connected calendars synced, by the function that holds them. */
  calendarRefresh: CalendarRefresh;
  /** A calendar's OAuth consent finished, by the function that stores connections. */
  calendarConsent: CalendarConsent;
  /** LinkedIn's OpenID Connect sign-in: the profile of "Quick Fill with LinkedIn". */
  linkedIn: LinkedIn;
  /** The identities a user signs in with, linked and removed ("Connected sign-ins"). */
  signIns: ConnectedSignIns;
  /** The user pool's OpenID Connect clients of Google, Microsoft and LinkedIn. */
  signInProviders: SignInProviders;
  /** The recovery sign-in's look-up and password check, turning the authenticator app off. */
  security: AccountSecurity;
  /** The password change, with the caller's own token. */
  passwords: Passwords;
  /** Encrypts OAuth refresh tokens at rest (KMS in AWS). */
  tokenCipher: TokenCipher;
  /** The product's document-signing key and certificate (Secrets Manager in AWS). */
  signingCertificate: SigningCertificate;
}
