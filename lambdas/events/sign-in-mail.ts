import {
  SIGN_IN_CONNECTED,
  SIGN_IN_DISCONNECTED,
  ZSignInChanged,
  type TSignInChanged,
} from '@contracts/account/connected-sign-ins';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { sendSignInChangeMail } from '../services/account/sign-in-mail';

/**
 * What the connected sign-ins' mail consumer may reach: the table (the mail claims), the
 * account's address, the mailer and the app's origin for the Account Security link.
 */
export const signInMailDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  users: usersPort,
  mailer: mailerPort,
  links: linksPort,
});

/** The logs name the change and the provider, not the person. */
const loggable = ({ changeId, provider }: TSignInChanged) => ({ changeId, provider });

/** `SignInConnected` / `SignInDisconnected` → the account's owner is told; once per change. */
export const handler = eventConsumer({
  deps: signInMailDeps,
  on: {
    [SIGN_IN_CONNECTED]: {
      detail: ZSignInChanged,
      handle: (deps, { detail, log }) =>
        sendSignInChangeMail({ ...deps, log }, 'connected', detail),
      handled: 'Sign-in connection mail handled',
      loggable,
    },
    [SIGN_IN_DISCONNECTED]: {
      detail: ZSignInChanged,
      handle: (deps, { detail, log }) =>
        sendSignInChangeMail({ ...deps, log }, 'disconnected', detail),
      handled: 'Sign-in disconnection mail handled',
      loggable,
    },
  },
});
