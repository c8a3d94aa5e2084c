import {
  ACCOUNT_SECURITY_CHANGED,
  ZAccountSecurityChanged,
  type TAccountSecurityChanged,
} from '@contracts/account/account-security';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { sendSecurityChangeMail } from '../services/account/security-mail';

/**
 * What the security mail consumer may reach: the table (the mail claims), the account's address,
 * the mailer and the app's origin for the Account Security link.
 */
export const securityMailDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  users: usersPort,
  mailer: mailerPort,
  links: linksPort,
});

/** The logs name the change, not the person. */
const loggable = ({ changeId, change }: TAccountSecurityChanged) => ({ changeId, change });

/** `AccountSecurityChanged` → the account's owner is told; once per change. */
export const handler = eventConsumer({
  deps: securityMailDeps,
  on: {
    [ACCOUNT_SECURITY_CHANGED]: {
      detail: ZAccountSecurityChanged,
      handle: (deps, { detail, log }) => sendSecurityChangeMail({ ...deps, log }, detail),
      handled: 'Account security mail handled',
      loggable,
    },
  },
});
