import {
  APPLICATION_STATUS_CHANGED,
  APPLICATION_SUBMITTED,
  MATCH_ACCEPTED,
  MATCH_PROPOSED,
  ZApplicationStatusChanged,
  ZApplicationSubmitted,
  ZMatchAccepted,
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
import { sendIntroductions, sendMatchRequest } from '../services/applications/introduction-mails';
import { sendStatusMail } from '../services/applications/status-mails';

/**
 * What the application mail consumer may reach: the table (applications, mail claims), the
 * mailer, the applicant's account address (receipts, status mails, match requests), the
 * administrators' addresses and the app's origin for the links.
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
 * `ApplicationStatusChanged` → the applicant hears what it means; `MatchProposed` → the
 * professional is asked to accept; `MatchAccepted` → an introduction to both sides. Idempotent
 * per mail.
 */
export const handler = eventConsumer({
  deps: applicationMailDeps,
  on: {
    [APPLICATION_SUBMITTED]: {
      detail: ZApplicationSubmitted,
      handle: (deps, { detail, log }) => sendApplicationMails({ ...deps, log }, detail),
      handled: 'Application mails handled',
    },
    [APPLICATION_STATUS_CHANGED]: {
      detail: ZApplicationStatusChanged,
      handle: (deps, { detail, log }) => sendStatusMail({ ...deps, log }, detail),
      handled: 'Status mail handled',
    },
    [MATCH_PROPOSED]: {
      detail: ZMatchProposed,
      handle: (deps, { detail, log }) => sendMatchRequest({ ...deps, log }, detail),
      handled: 'Match request handled',
    },
    [MATCH_ACCEPTED]: {
      detail: ZMatchAccepted,
      handle: (deps, { detail }) => sendIntroductions(deps, detail),
      handled: 'Introduction mails handled',
    },
  },
});
