import type { TReminderSettings } from '@contracts/documents/reminders';
import { nextReminderAt } from '@domain/documents/reminders';
import { concurrentWrite } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { Scalar, Table, TransactionBuilder } from '../../../ports/table';
import type { TokenCipher } from '../../../ports/token-cipher';
import { stepKey, type StepItem } from '../step-item';
import { scheduleReminder, withReminder } from './reminder-entry';
import type { AskedSigner } from './signature-requests';
import { issueSigningToken, signingTokenKey, toLinkExpiryItem } from './signing-token-item';

/**
 * What a use case that gives signers links reaches (sending, signing on in a chain, resending,
 * extending): the document's partition, the clock, and the token key that seals each link.
 */
export interface LinkIssuingDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
  tokenCipher: TokenCipher;
}

export interface LinkContext {
  now: Date;
  cipher: Pick<TokenCipher, 'encrypt'>;
  /** The document's reminder settings: the link's first reminder is scheduled with it. */
  reminders: TReminderSettings;
  /** How many days the link works, as the sender chose when sending (absent: 30). */
  linkDays?: number;
}

type LinkStep = Pick<
  StepItem,
  'documentId' | 'order' | 'status' | 'tokenHash' | 'remindersSent' | 'nextReminderAt'
>;

/**
 * Gives a signer a fresh link (30 days, or as many as the sender chose) inside `tx`: the step points at the new link (on condition
 * `expect` still holds) and keeps its token sealed with the token key, for the reminders to mail
 * the same link again; the link, its expiry entry and the next reminder's entry are stored, and
 * the step's old link deleted, so only the newest one works. Answers the signer to mail.
 */
export async function issueLink(
  tx: TransactionBuilder,
  step: LinkStep,
  context: LinkContext & { set?: Record<string, unknown>; expect: Record<string, Scalar> },
): Promise<AskedSigner & { expiresAt: string }> {
  const { now } = context;
  const { token, hash, item } = issueSigningToken(step, now, context.linkDays);
  const tokenCiphertext = await context.cipher.encrypt('signing-link', token);
  const next = nextReminderAt({
    settings: context.reminders,
    from: now,
    sent: step.remindersSent ?? 0,
    linkExpiresAt: item.expiresAt,
    now,
  });
  const link = {
    ...context.set,
    sentAt: now.toISOString(),
    tokenHash: hash,
    tokenExpiresAt: item.expiresAt,
    tokenCiphertext,
  };
  tx.update(
    stepKey(step.documentId, step.order),
    withReminder({ set: link }, scheduleReminder(tx, step, next)),
    concurrentWrite(),
    context.expect,
  )
    .create(item, concurrentWrite())
    .put(toLinkExpiryItem(item));
  if (step.tokenHash) tx.deleteIfAny(signingTokenKey(step.tokenHash));
  return { order: step.order, hash, tokenCiphertext, expiresAt: item.expiresAt };
}

/** A waiting signer's new link (resend, extend), on condition the step is still as read. */
export const reissueLink = (tx: TransactionBuilder, step: LinkStep, context: LinkContext) =>
  issueLink(tx, step, {
    ...context,
    expect: { status: step.status, tokenHash: step.tokenHash },
  });
