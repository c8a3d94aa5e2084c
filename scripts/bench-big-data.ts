/**
 * The big-data figures of `npm run bench`: every list screen's first page for a user (or the
 * admin) with a lot of data beside the same route for one with ten of each, so a list that read
 * or filtered everything would show as a ratio well above 1.
 *
 * The big owner gets 10,000 meetings and 10,000 time entries on one booking page (ten a day over
 * 1,000 days around today), 1,000 documents in one library; the admin sees 1,000 professional
 * applications (the small side: ten partner applications). The small owner gets ten of each, all
 * within this week. A third owner, "a page", has the big owner's ten a day but only over the 11
 * weeks around this month, 60 documents and (admin) 30 role requests: a little more than each
 * list's first page. Against it the big owner's first page must cost the same, whatever the total;
 * against the ten, the ratio also holds the first page's own size (50 lines where there are ten). The page, library and users are made through the API; the bulk goes
 * straight into DynamoDB Local with BatchWrite, built by the product's own item mappers, so the
 * items are exactly what the API writes: with the meetings, the owner's day locks holding them;
 * with the entries, their pages' day sums.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ZCisoApplication } from '@contracts/applications/ciso-application';
import { ZPartnerApplication } from '@contracts/applications/partner-application';
import { ZRoleRequest } from '@contracts/applications/role-request';
import type { TMeeting } from '@contracts/booking/meeting';
import type { Submission } from '../lambdas/services/applications/application-item';
import { toApplicationItem } from '../lambdas/services/applications/application-item';
import { daysOf, type BusyMeeting } from '@domain/booking/day-schedule';
import { sumsChange } from '@domain/timesheets/day-sums';
import { toMeetingItem } from '../lambdas/services/booking-pages/meeting-item';
import { lockKey } from '../lambdas/services/booking-pages/booking-lock-item';
import { busyMeeting } from '../lambdas/services/booking-pages/owner-schedule';
import { timesheetDayKeys } from '../lambdas/keys/timesheet-entry';
import { entryDay } from '../lambdas/services/timesheets/day-sums-item';
import { toGeneratedDocument } from '../lambdas/services/documents/document-item';
import { libraryKey } from '../lambdas/services/documents/library-item';
import {
  fromEntryItem,
  toEntryItem,
  toEntryRef,
  type EntryItem,
} from '../lambdas/services/timesheets/entry-item';
import type { TableItem } from '../lambdas/ports/table';
import { adminCaller, createUser, signedInCaller, type Caller } from '../test/support/api-session';
import { cisoApplication, partnerApplication, roleRequest } from '../test/support/applications';
import type { StackInfo } from '../test/support/stack';
import { startBenchStack } from './bench-load';

const BIG = { meetings: 10_000, entries: 10_000, documents: 1_000, applications: 1_000 };
const SMALL = 10;
/** Days of ten a day around this month, and documents and role requests: just over one page. */
const PAGE = { days: 77, documents: 60, applications: 30 };
const ROUNDS = Number(process.env.BENCH_BIG_DATA_ROUNDS ?? 30);
const DAY_MS = 86_400_000;
const PER_DAY = 10;

interface Owner {
  caller: Caller;
  sub: string;
  bookingPageId: string;
  libraryId: string;
}

async function created<T>(caller: Caller, path: string, body: unknown): Promise<T> {
  const res = await caller.call<T>('POST', path, { body });
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}`);
  return res.body;
}

async function newOwner(stack: StackInfo, label: string): Promise<Owner> {
  const caller = await signedInCaller(stack, await createUser(stack, label));
  const calendar = await created<{ id: string }>(caller, '/api/booking-pages', {
    name: `${label} page`,
    slug: `${label}-${randomUUID().slice(0, 8)}`,
    timeZone: 'UTC',
    defaultMeetingDuration: 30,
    availability: [1, 2, 3, 4, 5].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '18:00',
    })),
  });
  const library = await created<{ id: string }>(caller, '/api/libraries', {
    name: `${label} library`,
  });
  return { caller, sub: caller.sub!, bookingPageId: calendar.id, libraryId: library.id };
}

/** Midnight UTC of this week's Monday: the small owner's records all fall in this week. */
function thisMonday(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS;
}

/**
 * The start of the `i`-th record: `PER_DAY` a day from 08:00 UTC, 45 minutes apart, from
 * `firstDay`. The big owner's 1,000 days run from 800 days ago to 200 days ahead.
 */
const startOf = (firstDay: number, i: number, offsetMinutes: number) =>
  new Date(
    firstDay +
      Math.floor(i / PER_DAY) * DAY_MS +
      (8 * 60 + (i % PER_DAY) * 45 + offsetMinutes) * 60_000,
  );

/** The meetings, and the owner's day locks holding them as every meeting write keeps them. */
function meetingItems(owner: Owner, count: number, firstDay: number): TableItem[] {
  const meetings = meetingsOf(owner, count, firstDay);
  const busy = new Map<string, Record<string, BusyMeeting>>();
  for (const m of meetings) {
    const { id, ...time } = busyMeeting(m);
    for (const day of daysOf(new Date(m.startTime), new Date(m.endTime))) {
      if (!busy.has(day)) busy.set(day, {});
      busy.get(day)![id] = time;
    }
  }
  const locks = [...busy].map(([day, held]) => ({
    ...lockKey(owner.sub, day),
    version: 1,
    busy: held,
  }));
  return [...meetings.map((m) => toMeetingItem(m, owner.sub)), ...locks];
}

function meetingsOf(owner: Owner, count: number, firstDay: number): TMeeting[] {
  const createdAt = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => {
    const start = startOf(firstDay, i, 0);
    const meeting: TMeeting = {
      id: randomUUID(),
      bookingPageId: owner.bookingPageId,
      connectionId: null,
      title: `Client call ${i + 1}`,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      attendeeName: 'Bench attendee',
      attendeeEmail: 'attendee@example.com',
      status: 'scheduled',
      source: 'booking',
      platform: 'teams',
      notes: null,
      createdAt,
    };
    return meeting;
  });
}

/** Each entry and its ref item, as creating an entry writes them, and the days' sums. */
function entryItems(owner: Owner, count: number, firstDay: number): TableItem[] {
  const entries = entriesOf(owner, count, firstDay);
  const sums = sumsChange(
    entryDay('UTC'),
    entries.map((e) => ({ after: fromEntryItem(e) })),
  );
  return [
    ...entries.flatMap((entry) => [entry, toEntryRef(entry)]),
    ...[...sums].map(([day, added]) => ({
      ...timesheetDayKeys.key({ bookingPageId: owner.bookingPageId, day }),
      ...added,
    })),
  ];
}

function entriesOf(owner: Owner, count: number, firstDay: number): EntryItem[] {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => {
    const start = startOf(firstDay, i, 30);
    const entry = toEntryItem({
      id: randomUUID(),
      bookingPageId: owner.bookingPageId,
      userId: owner.sub,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 15 * 60_000).toISOString(),
      durationMinutes: 15,
      description: `Policy review, part ${i + 1}`,
      billable: true,
      ratePence: 18_000,
      status: 'draft',
      statusHistory: [],
      createdAt: now,
      updatedAt: now,
    });
    return entry;
  });
}

function documentItems(owner: Owner, count: number): TableItem[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) =>
    toGeneratedDocument({
      id: randomUUID(),
      sub: owner.sub,
      libraryId: owner.libraryId,
      title: `Engagement letter ${i + 1}`,
      description: '',
      fileName: `letter-${i + 1}.pdf`,
      fileType: 'pdf',
      size: 20_000,
      now: new Date(now - i * 60_000),
      sha256: '0'.repeat(64),
    }),
  );
}

function applicationItems(count: number, submission: () => Submission): TableItem[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) =>
    toApplicationItem({
      id: randomUUID(),
      sub: randomUUID(),
      submission: submission(),
      photoKey: null,
      createdAt: new Date(now - i * 60_000).toISOString(),
    }),
  );
}

/** BatchWrite in 25s, eight batches at a time, retrying what DynamoDB leaves unprocessed. */
async function batchWrite(
  client: DynamoDBDocumentClient,
  table: string,
  items: TableItem[],
): Promise<void> {
  const batches: TableItem[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length) {
        const out = await client.send(
          new BatchWriteCommand({ RequestItems: { [table]: requests } }),
        );
        requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** The library's `documentCount`, as the transactions that add documents keep it. */
async function countDocuments(
  client: DynamoDBDocumentClient,
  table: string,
  owner: Owner,
  count: number,
): Promise<void> {
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: libraryKey(owner.sub, owner.libraryId),
      UpdateExpression: 'ADD documentCount :n',
      ExpressionAttributeValues: { ':n': count },
    }),
  );
}

async function timeCall(caller: Caller, path: string): Promise<number> {
  const started = performance.now();
  const res = await caller.fetch('GET', path);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return performance.now() - started;
}

const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[samples.length >> 1]!;

interface Probe {
  name: string;
  big: () => Promise<number>;
  small: () => Promise<number>;
  page: () => Promise<number>;
}

export async function benchBigData(stack: StackInfo): Promise<void> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: stack.region,
      endpoint: stack.dynamodbEndpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  try {
    const [big, small, page] = [
      await newOwner(stack, 'big'),
      await newOwner(stack, 'small'),
      await newOwner(stack, 'page'),
    ];
    const admin = await adminCaller(stack);
    const monday = thisMonday();
    const seeded = performance.now();
    const bigItems = [
      ...meetingItems(big, BIG.meetings, monday - 800 * DAY_MS),
      ...entryItems(big, BIG.entries, monday - 800 * DAY_MS),
      ...documentItems(big, BIG.documents),
      ...applicationItems(BIG.applications, () => ({
        kind: 'ciso',
        submission: ZCisoApplication.parse(cisoApplication()),
      })),
    ];
    const smallItems = [
      ...meetingItems(small, SMALL, monday),
      ...entryItems(small, SMALL, monday),
      ...documentItems(small, SMALL),
      ...applicationItems(SMALL, () => ({
        kind: 'partner',
        submission: ZPartnerApplication.parse(partnerApplication()),
      })),
    ];
    const pageItems = [
      ...meetingItems(page, PAGE.days * PER_DAY, monday - 35 * DAY_MS),
      ...entryItems(page, PAGE.days * PER_DAY, monday - 35 * DAY_MS),
      ...documentItems(page, PAGE.documents),
      ...applicationItems(PAGE.applications, () => ({
        kind: 'role',
        submission: ZRoleRequest.parse(roleRequest()),
      })),
    ];
    const all = [...bigItems, ...smallItems, ...pageItems];
    await batchWrite(client, stack.tableName, all);
    await countDocuments(client, stack.tableName, big, BIG.documents);
    await countDocuments(client, stack.tableName, small, SMALL);
    await countDocuments(client, stack.tableName, page, PAGE.documents);
    const seedS = (performance.now() - seeded) / 1000;
    console.log(
      `\nbig data: seeded ${all.length} items with BatchWrite in ${seedS.toFixed(1)} s ` +
        `(${Math.round(all.length / seedS)} items/s)`,
    );

    const week = `from=${new Date(monday).toISOString()}&to=${new Date(monday + 7 * DAY_MS).toISOString()}`;
    const owned = (name: string, path: (o: Owner) => string): Probe => ({
      name,
      big: () => timeCall(big.caller, path(big)),
      small: () => timeCall(small.caller, path(small)),
      page: () => timeCall(page.caller, path(page)),
    });
    const probes: Probe[] = [
      owned('booking pages', () => '/api/booking-pages'),
      owned(
        'meetings of this week',
        (o) => `/api/booking-pages/${o.bookingPageId}/meetings?${week}`,
      ),
      owned('timesheet, this week', (o) => `/api/booking-pages/${o.bookingPageId}/timesheet`),
      owned(
        'timesheet, this month',
        (o) => `/api/booking-pages/${o.bookingPageId}/timesheet?period=this-month`,
      ),
      owned('libraries', () => '/api/libraries'),
      owned('library documents', (o) => `/api/libraries/${o.libraryId}/documents`),
      {
        name: 'admin applications',
        big: () => timeCall(admin, '/api/admin/applications?kind=ciso'),
        small: () => timeCall(admin, '/api/admin/applications?kind=partner'),
        page: () => timeCall(admin, '/api/admin/applications?kind=role'),
      },
    ];
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(
      `first page of each list, ${ROUNDS} sequential requests each, the three owners in turn; ` +
        `p50 ms (load average ${load}); "÷ page": the 10,000s against just over a page, ` +
        `"÷ ten": against ten`,
    );
    console.log(
      `${'list'.padEnd(24)} ${'10,000s'.padStart(8)} ${'a page'.padStart(8)} ${'tens'.padStart(8)}` +
        ` ${'÷ page'.padStart(7)} ${'÷ ten'.padStart(7)}`,
    );
    for (const probe of probes) {
      for (let i = 0; i < 5; i++) await Promise.all([probe.big(), probe.page(), probe.small()]);
      const times = { big: [] as number[], page: [] as number[], small: [] as number[] };
      for (let i = 0; i < ROUNDS; i++) {
        times.big.push(await probe.big());
        times.page.push(await probe.page());
        times.small.push(await probe.small());
      }
      const [b, pg, s] = [p50(times.big), p50(times.page), p50(times.small)];
      const ms = (n: number) => n.toFixed(1).padStart(8);
      const ratio = (n: number) => `${n.toFixed(2)}×`.padStart(7);
      console.log(
        `${probe.name.padEnd(24)} ${ms(b)} ${ms(pg)} ${ms(s)} ${ratio(b / pg)} ${ratio(b / s)}`,
      );
    }
  } finally {
    client.destroy();
  }
}

/** Alone: `npx tsx scripts/bench-big-data.ts` starts its own stack. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startBenchStack();
  try {
    await benchBigData(stack);
  } finally {
    await stack.stop();
  }
}
