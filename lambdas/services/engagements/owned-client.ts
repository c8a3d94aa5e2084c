import { engagementMessages } from '@contracts/engagements/engagement';
import type { Currency } from '@domain/timesheets/money';
import { badRequest } from '../../errors';
import { clientKeys } from '../../keys/client';
import type { Table } from '../../ports/table';

/** What an engagement reads of its client: whose it is, its name and the currency it bills in. */
export type EngagementClient = {
  id: string;
  userId: string;
  name: string;
  currency: Currency;
};

/** 400 on `clientId`: a client that is not the owner's is named like a mistyped one. */
export const clientNotFound = () =>
  badRequest(engagementMessages.clientNotFound, { clientId: engagementMessages.clientNotFound });

/**
 * The owner's client that a form or a filter names, read strongly consistently; 400 with a field
 * error on `clientId` when the owner has no such client (another owner's is not theirs to name).
 */
export async function ownedClient(
  table: Pick<Table, 'get'>,
  sub: string,
  clientId: string,
): Promise<EngagementClient> {
  const client = await table.get<EngagementClient & { PK: string; SK: string }>(
    clientKeys.key({ sub, id: clientId }),
    { consistent: true, projection: ['id', 'userId', 'name', 'currency'] },
  );
  if (!client || client.userId !== sub) throw clientNotFound();
  return client;
}

/**
 * The current names of the clients of some engagements, by id ('' for one that is gone): one read
 * per distinct client, so a page of one client's engagements costs one.
 */
export async function clientNamesOf(
  table: Pick<Table, 'get'>,
  sub: string,
  clientIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(clientIds)];
  const names = await Promise.all(
    ids.map(async (id) => {
      const client = await table.get<EngagementClient & { PK: string; SK: string }>(
        clientKeys.key({ sub, id }),
        { projection: ['userId', 'name'] },
      );
      return [id, client?.userId === sub ? client.name : ''] as const;
    }),
  );
  return new Map(names);
}
