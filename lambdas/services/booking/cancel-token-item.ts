import type { TMeeting } from '@contracts/booking/meeting';
import { cancelTokenKeys } from '../../keys/cancel-token';
import type { TableItem, TableKey } from '../../ports/table';
import { hashLinkToken, newLinkToken } from '../link-token';

/**
 * How a visitor's cancel link is stored (keys: `lambdas/keys/cancel-token.ts`). The link carries
 * a random token; the table keeps only its SHA-256, so a copy of the table opens no meeting. The
 * item names the meeting and lives until the meeting's end.
 */

/** 32 random bytes, base64url: the part of the link `/book/cancel#<token>` that is secret. */
export const newCancelToken = newLinkToken;

export const hashCancelToken = hashLinkToken;

export const cancelTokenKey = (token: string): TableKey =>
  cancelTokenKeys.key({ hash: hashCancelToken(token) });

export interface CancelTokenItem extends TableItem {
  bookingPageId: string;
  meetingId: string;
  startTime: string;
  createdAt: string;
  /** Epoch seconds: the meeting's end. DynamoDB deletes late, so reads check it too. */
  ttl: number;
}

export function toCancelTokenItem(
  token: string,
  meeting: Pick<TMeeting, 'bookingPageId' | 'id' | 'startTime' | 'endTime'>,
  now: Date,
): CancelTokenItem {
  return {
    ...cancelTokenKey(token),
    bookingPageId: meeting.bookingPageId,
    meetingId: meeting.id,
    startTime: meeting.startTime,
    createdAt: now.toISOString(),
    ttl: Math.floor(Date.parse(meeting.endTime) / 1000),
  };
}

/** A stored link still in its life; anything else reads as absent. */
export const isLiveCancelToken = (
  item: TableItem | undefined,
  now: Date,
): item is CancelTokenItem =>
  !!item &&
  typeof item.meetingId === 'string' &&
  typeof item.bookingPageId === 'string' &&
  typeof item.startTime === 'string' &&
  typeof item.ttl === 'number' &&
  item.ttl > now.getTime() / 1000;
