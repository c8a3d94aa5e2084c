import {
  APPROVAL_LINK_DAYS,
  periodMessages,
  TIMESHEET_APPROVAL_REQUESTED,
  type TPeriodEventDetail,
} from '@contracts/timesheets/period-approval';
import { notFound } from '../../errors';
import type { Table, TransactionBuilder } from '../../ports/table';
import type { TokenCipher } from '../../ports/token-cipher';
import { hashLinkToken, newLinkToken } from '../link-token';
import { toOutboxItem } from '../outbox/outbox-item';
import { approvalTokenKey, type ApprovalTokenItem, type PeriodItem } from './period-item';

/** 404: an unknown, expired or replaced link, told apart from nothing else. */
export const invalidApprovalLink = () => notFound(periodMessages.linkInvalid);

/**
 * A fresh approval link for the period at `version`, written inside `tx` with its mail's event
 * (the token sealed with the token key: the table keeps only its hash). Answers the hash, which
 * the period keeps as its current link.
 */
export async function issueApprovalLink(
  tx: TransactionBuilder,
  deps: { tokenCipher: Pick<TokenCipher, 'encrypt'> },
  period: Pick<PeriodItem, 'bookingPageId' | 'id'> & { version: number },
  now: Date,
): Promise<string> {
  const token = newLinkToken();
  const hash = hashLinkToken(token);
  const expires = new Date(now.getTime() + APPROVAL_LINK_DAYS * 86_400_000);
  const item: ApprovalTokenItem = {
    ...approvalTokenKey(hash),
    bookingPageId: period.bookingPageId,
    periodId: period.id,
    version: period.version,
    expiresAt: expires.toISOString(),
    ttl: Math.floor(expires.getTime() / 1000),
  };
  const detail: TPeriodEventDetail = {
    bookingPageId: period.bookingPageId,
    periodId: period.id,
    version: period.version,
    tokenCiphertext: await deps.tokenCipher.encrypt('timesheet-approval-link', token),
  };
  tx.create(item, invalidApprovalLink()).put(
    toOutboxItem(
      TIMESHEET_APPROVAL_REQUESTED,
      `${period.bookingPageId}#${period.id}#${period.version}`,
      detail,
      now,
    ),
  );
  return hash;
}

/** The link of a token, or undefined when it is unknown or past its time. */
export async function readApprovalLink(
  table: Pick<Table, 'get'>,
  token: string,
  now: Date,
): Promise<ApprovalTokenItem | undefined> {
  const item = await table.get<ApprovalTokenItem>(approvalTokenKey(hashLinkToken(token)), {
    consistent: true,
  });
  if (!item || item.expiresAt <= now.toISOString()) return undefined;
  return item;
}
