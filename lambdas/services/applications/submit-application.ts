import { createHash } from 'node:crypto';
import {
  APPLICATION_SUBMITTED,
  submissionMessages,
  type TApplicationSubmitted,
  type TSubmitted,
} from '@contracts/applications/application';
import { AppError, conflict, ID_TAKEN } from '../../errors';
import { idempotencyKeys } from '../../keys/idempotency';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TableItem } from '../../ports/table';
import { chargeDailyLimit } from '../daily-limit';
import { toOutboxItem } from '../outbox/outbox-item';
import { historyItem, toApplicationItem, type Submission } from './application-item';
import { checkPhoto } from './photo-check';

/** A retried request is answered as the first for a day. */
const CLAIM_TTL_SECONDS = 24 * 60 * 60;
const KEY_RACE = new AppError('conflict', submissionMessages.keyReused);

interface SubmissionClaim extends TableItem {
  requestHash: string;
  answer: TSubmitted;
  ttl: number;
}

const claimKey = (sub: string, key: string) =>
  idempotencyKeys.key({ scope: 'application', key: `${sub}#${key}` });

const hashOf = (submission: Submission) =>
  createHash('sha256').update(JSON.stringify(submission)).digest('hex');

/**
 * Stores a submission of one of the three forms (spec §7 submit-*) with status `new` and its
 * first history line and its `ApplicationSubmitted` in the outbox, in one transaction (the
 * consumer mails the receipt to the account's own address and the administrators' notice). Each submission counts against the
 * account's daily limit, in the same transaction: past it, 429 and nothing is stored. A
 * professional's photo is checked in the bucket first. With an idempotency key, the same request
 * sent again (a double click, a retry) is answered with the first submission and stores nothing
 * more; the key with a different body is refused.
 */
export async function submitApplication(
  deps: {
    table: Pick<Table, 'get' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    photos: Pick<FileStore, 'get' | 'put' | 'delete'>;
  },
  input: {
    sub: string;
    username?: string;
    submission: Submission;
    idempotencyKey?: string;
    log?: Logger;
  },
): Promise<TSubmitted> {
  const requestHash = hashOf(input.submission);
  const replay = () => replayed(deps.table, input.sub, input.idempotencyKey, requestHash);
  const earlier = await replay();
  if (earlier) return earlier;

  const photoKey = input.submission.kind === 'ciso' ? input.submission.submission.photoUrl : null;
  const photo = photoKey ? await checkPhoto(deps.photos, input.sub, photoKey) : undefined;

  const now = deps.clock.now();
  const createdAt = now.toISOString();
  const item = toApplicationItem({
    id: deps.ids.newId(),
    sub: input.sub,
    ...(input.username ? { username: input.username } : {}),
    submission: input.submission,
    photoKey,
    createdAt,
  });
  const first = historyItem({
    id: item.id,
    changeId: deps.ids.newId(),
    from: null,
    to: 'new',
    by: item.email,
    at: createdAt,
  });
  const answer: TSubmitted = { id: item.id, kind: item.kind, status: 'new', createdAt };
  const detail: TApplicationSubmitted = { applicationId: item.id, kind: item.kind };
  const tx = deps.table
    .transaction()
    .create(item, conflict(ID_TAKEN))
    .create(first, conflict(ID_TAKEN))
    .put(toOutboxItem(APPLICATION_SUBMITTED, item.id, detail, now));
  if (input.idempotencyKey)
    tx.create(
      {
        ...claimKey(input.sub, input.idempotencyKey),
        requestHash,
        answer,
        ttl: Math.floor(now.getTime() / 1000) + CLAIM_TTL_SECONDS,
      },
      KEY_RACE,
    );
  await chargeDailyLimit(deps.table, tx, { sub: input.sub, kind: 'submissions', now });
  await photo?.store();
  try {
    await tx.commit();
  } catch (error) {
    // The same key committed meanwhile (a double click): that one is this request's answer.
    if (error === KEY_RACE) {
      const raced = await replay();
      if (raced) return raced;
    }
    await photo?.withdraw();
    throw error;
  }
  await photo?.settle();
  return answer;
}

/** The first answer of this key, if the same request was stored before; 409 for another one. */
async function replayed(
  table: Pick<Table, 'get'>,
  sub: string,
  key: string | undefined,
  requestHash: string,
): Promise<TSubmitted | undefined> {
  if (!key) return undefined;
  const claim = await table.get<SubmissionClaim>(claimKey(sub, key), { consistent: true });
  if (!claim) return undefined;
  if (claim.requestHash !== requestHash) throw conflict(submissionMessages.keyReused);
  return claim.answer;
}
