import { badRequest } from '../errors';

/**
 * A list's next-page cursor as the API hands it out: the index position DynamoDB answered,
 * base64url JSON. A cursor is honoured only for the partition it came from, so a forged one
 * cannot start a query elsewhere.
 */
export const INVALID_CURSOR = 'This page link is no longer valid; start from the first page';

export const encodeCursor = (position: Record<string, unknown> | undefined): string | null =>
  position ? Buffer.from(JSON.stringify(position)).toString('base64url') : null;

export function decodeCursor(
  cursor: string | undefined,
  partition: { attribute: string; value: string },
): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const valid =
    typeof position === 'object' &&
    position !== null &&
    !Array.isArray(position) &&
    Object.values(position).every((v) => typeof v === 'string') &&
    (position as Record<string, unknown>)[partition.attribute] === partition.value;
  if (!valid) throw badRequest(INVALID_CURSOR);
  return position as Record<string, unknown>;
}
