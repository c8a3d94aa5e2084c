import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { ZClient } from '@contracts/clients/client';
import { ZBillingSettingsView, type TBillingSettingsView } from '@contracts/timesheets/billing';
import { bookingPageKeys } from '../../lambdas/keys/booking-page';
import { clientKeys } from '../../lambdas/keys/client';
import { seedMarkerKeys } from '../../lambdas/keys/seed-marker';
import { runSeeders } from '../../local/seed';
import { linkedClients } from '../../local/seed/linked-clients';
import { userCaller, type Caller } from '../support/api-session';
import { createPage } from '../support/booking-pages';
import { seedContextOf } from '../support/seed-context';

/**
 * A data folder from before clients (issue 38): booking pages whose billing settings held the
 * client's details, with no client. The carry-over on start makes a client of each and links it.
 */

const stack = inject('stack');
const seedContext = seedContextOf(stack);
const doc = DynamoDBDocumentClient.from(seedContext.dynamodb);
const TableName = stack.tableName;
const MARKER = seedMarkerKeys.key({ name: 'linked-clients' });

let owner: Caller;

beforeAll(async () => {
  owner = await userCaller(stack);
});
afterAll(() => {
  seedContext.dynamodb.destroy();
  seedContext.cognito.client.destroy();
});

const stored = async (page: TBookingPage) =>
  (await doc.send(new GetCommand({ TableName, Key: bookingPageKeys.key({ id: page.id }) }))).Item!;

/** The page as it was stored before clients: its settings in `billing`, no `clientId`. */
async function storeAsBefore(page: TBookingPage, billing: Record<string, unknown>) {
  await doc.send(
    new UpdateCommand({
      TableName,
      Key: bookingPageKeys.key({ id: page.id }),
      UpdateExpression: 'SET billing = :billing REMOVE clientId',
      ExpressionAttributeValues: { ':billing': billing },
    }),
  );
}

async function billingOf(page: TBookingPage): Promise<TBillingSettingsView> {
  const res = await owner.call('GET', `/api/booking-pages/${page.id}/billing`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBillingSettingsView.strict().parse(res.body);
}

/** Every client of the owner, as stored. */
const clientsOf = async (sub: string) =>
  (
    await doc.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': clientKeys.pk.format({ sub }) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

describe('a data folder whose booking pages hold their client in their billing settings', () => {
  it('gets a client for each such page once, linked, and the screens read the same details', async () => {
    const tag = randomUUID().slice(0, 8);
    const approver = `approver-${tag}@client.example`;
    const named = await createPage(owner, { slugPrefix: 'carry', name: 'Sessions' });
    const unnamed = await createPage(owner, { slugPrefix: 'carry', name: `Workshops ${tag}` });
    const untouched = await createPage(owner, { slugPrefix: 'carry' });
    await storeAsBefore(named, {
      ratePence: 12_000,
      currency: 'EUR',
      taxBasisPoints: 1750,
      paymentTermsDays: 14,
      clientName: `Acme ${tag}`,
      clientEmail: approver,
      clientAddress: '1 Main Street\nLondon',
      meetingsBillable: false,
    });
    await storeAsBefore(unnamed, {
      currency: 'GBP',
      taxBasisPoints: 0,
      paymentTermsDays: 30,
      clientName: '',
      clientEmail: '',
      clientAddress: '',
    });
    const before = await billingOf(named);
    expect(before.clientId).toBeNull();
    await doc.send(new DeleteCommand({ TableName, Key: MARKER }));

    await runSeeders(seedContext, [linkedClients]);

    const after = await billingOf(named);
    expect(after).toEqual({ ...before, clientId: expect.any(String) });
    const client = ZClient.parse((await owner.call('GET', `/api/clients/${after.clientId}`)).body);
    expect(client).toMatchObject({
      name: `Acme ${tag}`,
      address: '1 Main Street\nLondon',
      taxId: '',
      currency: 'EUR',
      taxRate: '17.50',
      paymentTermsDays: 14,
      contacts: [{ name: '', email: approver, role: 'approver' }],
      bookingPages: [{ id: named.id, title: 'Sessions' }],
    });
    // A page whose settings named no client gets one named after the page.
    const second = await billingOf(unnamed);
    expect(second.clientId).toEqual(expect.any(String));
    expect(second.clientId).not.toBe(after.clientId);
    expect(second).toMatchObject({ clientName: `Workshops ${tag}`, clientEmail: '' });
    // A page that never saved billing settings stays without a client.
    expect((await stored(untouched)).clientId).toBeUndefined();
    expect((await stored(untouched)).billing).toBeUndefined();
    const clients = await clientsOf(owner.sub!);
    expect(clients).toHaveLength(2);

    // Again, with the marker gone: every such page has its client, so nothing more is made.
    await doc.send(new DeleteCommand({ TableName, Key: MARKER }));
    await runSeeders(seedContext, [linkedClients]);
    expect(await clientsOf(owner.sub!)).toEqual(clients);
    expect(await billingOf(named)).toEqual(after);

    // With the marker written, a later start leaves even a page in the old shape alone.
    await storeAsBefore(untouched, {
      currency: 'GBP',
      taxBasisPoints: 0,
      paymentTermsDays: 30,
      clientName: 'Later Ltd',
      clientEmail: '',
      clientAddress: '',
    });
    await runSeeders(seedContext, [linkedClients]);
    expect((await stored(untouched)).clientId).toBeUndefined();
  });
});
