import type { TMe } from '@contracts/system/get-me';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';

export interface GetMeInput {
  sub: string;
  isAdmin: boolean;
}

/** The caller as the header needs them: e-mail, admin flag and the first booking page. */
export async function getMe(
  deps: { table: Pick<Table, 'query'>; users: UserDirectory },
  input: GetMeInput,
): Promise<TMe> {
  const [email, firstCalendarId] = await Promise.all([
    deps.users.getEmail(input.sub),
    findFirstCalendarId(deps.table, input.sub),
  ]);
  return { sub: input.sub, email: email ?? '', isAdmin: input.isAdmin, firstCalendarId };
}

/**
 * Calendars are listed on GSI1 under `USER#<sub>#CALS`, sorted by creation time, so the first
 * one is a single-item query. Only PK is projected: it is in every index and holds `CAL#<id>`.
 */
async function findFirstCalendarId(
  table: Pick<Table, 'query'>,
  sub: string,
): Promise<string | null> {
  const page = await table.query<{ PK: string }>({
    index: 'GSI1',
    pk: `USER#${sub}#CALS`,
    ascending: true,
    limit: 1,
    projection: ['PK'],
  });
  const pk = page.items[0]?.PK;
  return pk?.startsWith('CAL#') ? pk.slice('CAL#'.length) : null;
}
