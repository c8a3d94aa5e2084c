import {
  ENGAGEMENT_LETTER_REQUESTED,
  ENGAGEMENT_LETTER_SIGNED,
  ENGAGEMENT_LETTER_WITHDRAWN,
  ZEngagementLetterRequested,
  ZEngagementLetterSigned,
  ZEngagementLetterWithdrawn,
} from '@contracts/engagements/events';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort } from '../deps/files';
import { idsPort } from '../deps/ids';
import { tablePort } from '../deps/table';
import { tokenCipherPort } from '../deps/token-cipher';
import { eventConsumer } from '../middleware/event-consumer';
import { recordLetterSigned, recordLetterWithdrawn } from '../services/engagements/letter-outcome';
import { prepareLetter } from '../services/engagements/prepare-letter';

/**
 * What the engagement letters consumer reaches: the owners' engagements, and for a letter to
 * send, its document in the client's library with its signing requests (the documents bucket
 * for the PDF, the token key that seals the signers' links, written to the outbox).
 */
export const engagementLettersDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  documents: documentsPort,
  tokenCipher: tokenCipherPort,
});

/**
 * `EngagementLetterRequested` → the letter drawn from its snapshot, saved and sent for
 * signature; `EngagementLetterSigned` → the letter signed with its hash, and the engagement
 * active on its terms (or, for a change order, its terms in the history from its date);
 * `EngagementLetterWithdrawn` → the letter voided or declined, and an engagement awaiting it a
 * draft again. Idempotent: a redelivery finds the letter sent or recorded.
 */
export const handler = eventConsumer({
  deps: engagementLettersDeps,
  on: {
    [ENGAGEMENT_LETTER_REQUESTED]: {
      detail: ZEngagementLetterRequested,
      handle: (deps, input) => prepareLetter(deps, input),
      handled: 'Engagement letter sent for signature',
    },
    [ENGAGEMENT_LETTER_SIGNED]: {
      detail: ZEngagementLetterSigned,
      handle: (deps, input) => recordLetterSigned(deps, input),
      handled: 'Engagement letter signed',
    },
    [ENGAGEMENT_LETTER_WITHDRAWN]: {
      detail: ZEngagementLetterWithdrawn,
      handle: (deps, input) => recordLetterWithdrawn(deps, input),
      handled: 'Engagement letter withdrawn',
    },
  },
});
