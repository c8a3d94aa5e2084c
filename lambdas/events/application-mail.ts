import {
  APPLICATION_SUBMITTED,
  MATCH_PROPOSED,
  ZApplicationSubmitted,
  ZMatchProposed,
} from '@contracts/applications/application';
import { adminsPort } from '../deps/admins';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { sendApplicationMails } from '../services/applications/application-mails';
import { sendIntroductions } from '../services/applications/introduction-mails';

/**
 * What the application mail consumer may reach: the table (applications, mail claims), the
 * mailer, the applicant's account address (the receipt's), the administrators' addresses and the
 * app's origin for the screening link.
 */
export const applicationMailDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  mailer: mailerPort,
  users: usersPort,
  admins: adminsPort,
  links: linksPort,
});

/**
 * `ApplicationSubmitted` → the applicant's receipt and the administrators' notice;
 * `MatchProposed` → an introduction to both sides. Idempotent per mail.
 */
export const handler = eventConsumer({
  deps: applicationMailDeps,
  on: {
    [APPLICATION_SUBMITTED]: {
      detail: ZApplicationSubmitted,
      handle: (deps, { detail, log }) => sendApplicationMails({ ...deps, log }, detail),
      handled: 'Application mails handled',
    },
    [MATCH_PROPOSED]: {
      detail: ZMatchProposed,
      handle: (deps, { detail }) => sendIntroductions(deps, detail),
      handled: 'Introduction mails handled',
    },
  },
});
