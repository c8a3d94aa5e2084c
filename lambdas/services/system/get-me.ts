import type { TMe } from '@contracts/system/get-me';
import { bookingPageKeys } from '../../keys/booking-page';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';

export interface GetMeInput {
  sub: string;
  /** The token's username: how the pool finds a federated user. */
  username?: string;
  isAdmin: boolean;
}

/** The caller as the header needs them: e-mail, admin flag and the first booking page. */
export async function getMe(
  deps: { table: Pick<Table, 'query'>; users: UserDirectory },
  input: GetMeInput,
): Promise<TMe> {
  const [email, firstBookingPageId] = await Promise.all([
    deps.users.getEmail(input.sub, input.username),
    findFirstBookingPageId(deps.table, input.sub),
  ]);
  return { sub: input.sub, email: email ?? '', isAdmin: input.isAdmin, firstBookingPageId };
}

/**
 * The owner's booking pages are listed on GSI1 by creation (`lambdas/keys/booking-page.ts`), so the first
 * one is a single-item query. Only the keys are projected: the calendar id is read from its PK.
 */
async function findFirstBookingPageId(
  table: Pick<Table, 'query'>,
  sub: string,
): Promise<string | null> {
  const page = await table.query<{ PK: string; SK: string }>({
    index: 'GSI1',
    pk: bookingPageKeys.indexPartition('GSI1', { sub }),
    ascending: true,
    limit: 1,
    projection: ['PK', 'SK'],
  });
  const first = page.items[0];
  return (first && bookingPageKeys.parse(first)?.id) ?? null;
}
