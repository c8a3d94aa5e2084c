import type { TMe } from '@contracts/system/get-me';
import type { Table } from '../../ports/table';

export interface GetMeInput {
  sub: string;
  email: string;
  isAdmin: boolean;
}

/** The caller as the header needs them: admin flag and the first booking page for My Calendar. */
export async function getMe(
  deps: { table: Pick<Table, 'query'> },
  input: GetMeInput,
): Promise<TMe> {
  return {
    sub: input.sub,
    email: input.email,
    isAdmin: input.isAdmin,
    firstCalendarId: await findFirstCalendarId(deps.table, input.sub),
  };
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
