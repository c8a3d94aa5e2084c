/**
 * The handler overhead figures of `npm run bench`: every public and signed-in read route and the
 * main write routes at 20 concurrent clients through the local API stand-in (JWT check
 * included), each beside a bare DynamoDB call of the same data from this same process (the
 * document client against the stack's DynamoDB Local), so the overhead shows as a ratio. Goal:
 * p50 ≤ 1.3× and p99 ≤ 2× the bare call.
 *
 * The bare call is the route's main read or write, one request. A route that needs more than one
 * round trip (an ownership check before the list, a transaction with a slug claim) carries that
 * in its ratio: the table names what the bare call was. So each route is also set beside its own
 * table calls replayed bare (`bench-table-calls.ts`): the calls one invocation made, in the same
 * waves, which leaves only what the handler itself adds.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { articleKeys } from '../lambdas/keys/article';
import { calendarKeys } from '../lambdas/keys/calendar';
import { applicationKeys } from '../lambdas/keys/application';
import { documentKeys } from '../lambdas/keys/document';
import { libraryKeys } from '../lambdas/keys/library';
import { meetingKeys } from '../lambdas/keys/meeting';
import { slugClaimKeys } from '../lambdas/keys/slug-claim';
import { tickerMessageKeys } from '../lambdas/keys/ticker';
import { timesheetEntryKeys } from '../lambdas/keys/timesheet-entry';
import type { TableKey } from '../lambdas/ports/table';
import {
  adminCaller,
  anonymousCaller,
  createUser,
  signedInCaller,
  type Caller,
} from '../test/support/api-session';
import { samplePdf } from '../test/support/document-files';
import { startStack, type StackInfo } from '../test/support/stack';
import { createJwtAuthorizer, type AuthResult } from '../local/api/jwt-authorizer';
import { createRouteInvoker } from '../local/api/lambda-proxy';
import { CLIENTS, loadMix, machineLoad } from './bench-load';
import { describeWaves, recordTableCalls, replay } from './bench-table-calls';

const REQUESTS = Number(process.env.BENCH_HANDLER_REQUESTS ?? 300);
const WARM_UP = 20;
const DAY = 86_400_000;

/** Who calls: through the local API stand-in (HTTP), or invoking the handler directly. */
interface Callers {
  owner: Caller;
  admin: Caller;
  anonymous: Caller;
  creator: Caller;
}

interface Case {
  route: string;
  /** One call of the route by `as`; must answer `status`. */
  call: (i: number, as: Callers) => Promise<{ status: number; body: unknown }>;
  status: number;
  bareName: string;
  bare: (i: number) => Promise<unknown>;
}

const availability = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '00:00',
  endTime: '23:45',
}));

const newCalendar = (slug: string) => ({
  name: 'Bench page',
  slug,
  timeZone: 'UTC',
  defaultMeetingDuration: 15,
  availability,
});

/** `YYYY-MM-DDTHH:mm` in UTC, the time entry form's wall-clock time on a UTC page. */
const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 16);

async function expectOk<T>(
  answer: Promise<{ status: number; body: unknown }>,
  status: number,
  what: string,
): Promise<T> {
  const res = await answer;
  if (res.status !== status)
    throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** The data the read routes answer: one owner's page, meetings, entries, library, document. */
async function seed(owner: Caller, admin: Caller, anonymous: Caller) {
  const slug = `bench-h-${randomUUID().slice(0, 8)}`;
  const { id: calendarId } = await expectOk<{ id: string }>(
    owner.call('POST', '/api/calendars', { body: newCalendar(slug) }),
    201,
    'create calendar',
  );
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  for (let i = 0; i < 10; i++) {
    await expectOk(
      anonymous.call('POST', `/api/public/calendars/${slug}/bookings`, {
        body: {
          startTime: new Date(today + DAY + i * 3_600_000).toISOString(),
          attendeeName: 'Bench visitor',
          attendeeEmail: 'bench@example.com',
          meetingPlatform: 'teams',
          idempotencyKey: randomUUID(),
        },
      }),
      201,
      'book',
    );
    await expectOk(
      owner.call('POST', `/api/calendars/${calendarId}/timesheet-entries`, {
        body: {
          start: wallClock(today + i * 3_600_000),
          end: wallClock(today + i * 3_600_000 + 1_800_000),
          description: 'Bench entry',
          billable: false,
        },
      }),
      201,
      'time entry',
    );
  }
  const { id: libraryId } = await expectOk<{ id: string }>(
    owner.call('POST', '/api/libraries', { body: { name: 'Bench library' } }),
    201,
    'library',
  );
  // A document is listed once its file is in: reserve, PUT the bytes as a browser would, complete.
  const pdf = await samplePdf();
  const reserved = await expectOk<{
    document: { id: string };
    upload: { url: string; headers: Record<string, string> };
  }>(
    owner.call('POST', '/api/documents', {
      body: { title: 'Bench document', libraryId, fileName: 'bench.pdf', size: pdf.length },
    }),
    201,
    'document',
  );
  const put = await fetch(reserved.upload.url, {
    method: 'PUT',
    headers: reserved.upload.headers,
    body: Buffer.from(pdf),
  });
  if (!put.ok) throw new Error(`document upload answered ${put.status}`);
  await expectOk(
    owner.call('POST', `/api/documents/${reserved.document.id}/upload-complete`),
    200,
    'upload complete',
  );
  const { id: articleId } = await expectOk<{ id: string }>(
    admin.call('POST', '/api/admin/articles', {
      body: { title: 'Bench article', excerpt: 'Bench', content: 'Bench', isPublished: true },
    }),
    201,
    'article',
  );
  return { slug, calendarId, libraryId, documentId: reserved.document.id, articleId, today };
}

/**
 * Calls that invoke the route's handler in this process as Lambda would, with the event the
 * stand-in builds, but no HTTP on either side and the token checked once (API Gateway's
 * authorizer runs outside the function): what is left is the function's own overhead.
 */
function directCallers(stack: StackInfo): (caller: Caller) => Caller {
  const verify = createJwtAuthorizer({
    cognitoEndpoint: stack.cognito.endpoint,
    userPoolId: stack.cognito.userPoolId,
    clientId: stack.cognito.clientId,
  });
  const checked = new Map<string, Promise<AuthResult>>();
  const invoke = createRouteInvoker({
    authorize: (header) => {
      const key = header ?? '';
      if (!checked.has(key)) checked.set(key, verify(header));
      return checked.get(key)!;
    },
    log: () => undefined,
  });
  const host = new URL(stack.apiUrl).host;
  return (caller) => ({
    ...caller,
    async call<T>(method: string, path: string, init: { body?: unknown } = {}) {
      const headers: Record<string, string[]> = { host: [host] };
      if (caller.accessToken) headers.authorization = [`Bearer ${caller.accessToken}`];
      if (init.body !== undefined) headers['content-type'] = ['application/json'];
      const body = Buffer.from(init.body === undefined ? '' : JSON.stringify(init.body));
      const { answer } = await invoke(
        {
          method,
          headersDistinct: headers,
          httpVersion: '1.1',
          socket: { remoteAddress: '127.0.0.1', localPort: 0 },
        },
        path,
        async () => body,
      );
      const text = answer.body.toString('utf8');
      return { status: answer.statusCode, body: (text ? JSON.parse(text) : undefined) as T };
    },
    fetch: () => Promise.reject(new Error('a direct caller has no HTTP response')),
  });
}

/**
 * Measures every route in `cases` through the stand-in and invoked directly, and its bare call,
 * one after the other, so all three see the same state of the machine, and prints the table.
 */
async function measure(
  cases: Case[],
  http: Callers,
  direct: Callers,
  db: DynamoDBDocumentClient,
): Promise<void> {
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  // A kind that got no call in before the mix ended (far slower than the others) has no figure.
  const ratio = (n: number, goal: number) =>
    (Number.isNaN(n) ? '-' : `${n.toFixed(2)}×${n <= goal ? ' ' : '!'}`).padStart(8);
  console.log(
    `\nHandler overhead at ${CLIENTS} concurrent clients shared out among the kinds of call, ` +
      `which run at once until one kind has made ${REQUESTS} requests, so each sees the same ` +
      `machine (ms; goal p50 ≤ 1.3×, p99 ≤ 2×; ! = over). ` +
      `"HTTP": through the local API stand-in, whose HTTP on both sides shares this process, ` +
      `against the bare call (the two alone); "direct": the handler invoked as Lambda invokes it, the token ` +
      `checked once, against the bare call and against the route's own table calls replayed ` +
      `bare (the calls one invocation made, those made at once again at once, a write's ` +
      `conditions widened to hold: what is left is the handler's own work):`,
  );
  console.log(
    `${'route'.padEnd(44)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'req/s'.padStart(7)}` +
      ` ${'p50 ×'.padStart(8)} ${'p99 ×'.padStart(8)}  direct: ${'p50 ×'.padStart(8)}` +
      ` ${'p99 ×'.padStart(8)}  own calls: ${'p50 ×'.padStart(8)} ${'p99 ×'.padStart(8)}` +
      `  bare call: p50 / p99 / req/s; own calls`,
  );
  for (const c of cases) {
    // A failed call is counted and shown, not thrown: one refusal under load should not hide
    // the other routes' figures.
    const failures = new Map<string, number>();
    const one = (as: Callers) => async (i: number) => {
      const res = await c.call(i, as);
      if (res.status === c.status) return;
      const what = `${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
      failures.set(what, (failures.get(what) ?? 0) + 1);
    };
    // Each way its own numbers, so writes never make the same item twice.
    const directFrom = 2 * REQUESTS + WARM_UP;
    // Warm: the area's module imported, its ports built, the connections open.
    for (let i = 0; i < WARM_UP; i++) {
      await one(http)(REQUESTS + i);
      await one(direct)(directFrom + REQUESTS + i);
      await c.bare(REQUESTS + i);
    }
    // A read replays the calls of its first call; a write those of a call of its own (its new
    // items are then written again on each replay, with conditions that hold).
    const recordedCall = c.route.startsWith('GET ') ? 0 : directFrom + REQUESTS + WARM_UP;
    const waves = await recordTableCalls(() => one(direct)(recordedCall));
    const bareCall = async (i: number) => {
      await c.bare(i);
    };
    // Through HTTP beside the bare call alone: the stand-in's HTTP costs this process CPU that
    // API Gateway spends elsewhere, and would slow the direct calls sharing the process.
    const [route, bareBesideHttp] = await loadMix(REQUESTS, [one(http), bareCall]);
    const [invoked, bare, own] = await loadMix(REQUESTS, [
      (i) => one(direct)(directFrom + i),
      bareCall,
      // A route that makes no table call has nothing to replay.
      ...(waves.length > 0 ? [() => replay(db, waves)] : []),
    ]);
    const ownRatios = own
      ? `${ratio(invoked!.p50 / own.p50, 1.3)} ${ratio(invoked!.p99 / own.p99, 2)}`
      : `${'-'.padStart(8)} ${'-'.padStart(8)}`;
    console.log(
      `${c.route.padEnd(44)} ${fmt(route!.p50)} ${fmt(route!.p99)} ${fmt(route!.perSecond)}` +
        ` ${ratio(route!.p50 / bareBesideHttp!.p50, 1.3)} ${ratio(route!.p99 / bareBesideHttp!.p99, 2)}` +
        `          ${ratio(invoked!.p50 / bare!.p50, 1.3)} ${ratio(invoked!.p99 / bare!.p99, 2)}` +
        `             ${ownRatios}` +
        `  ${c.bareName}: ${bare!.p50.toFixed(1)} / ${bare!.p99.toFixed(1)} / ${bare!.perSecond.toFixed(0)}` +
        `; ${describeWaves(waves) || 'no table call'}`,
    );
    for (const [what, count] of failures) console.log(`    ${count} × answered ${what}`);
  }
  console.log(`  load average after the run: ${machineLoad()} (the machine is shared)`);
}

export async function benchHandlers(stack: StackInfo): Promise<void> {
  const ownerUser = await createUser(stack, 'bench-owner');
  const owner = await signedInCaller(stack, ownerUser);
  const admin = await adminCaller(stack);
  // New booking pages go to a user of their own: a booking checks every page of its owner (one
  // person, one schedule), so the booked page's owner keeps the one page.
  const creator = await signedInCaller(stack, await createUser(stack, 'bench-creator'));
  const anonymous = anonymousCaller(stack);
  const sub = owner.sub!;
  const data = await seed(owner, admin, anonymous);
  const { slug, calendarId, libraryId, documentId, articleId, today } = data;

  const client = new DynamoDBClient({
    region: stack.region,
    endpoint: stack.dynamodbEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const db = DynamoDBDocumentClient.from(client);
  const TableName = stack.tableName;
  const query = (input: Omit<QueryCommandInput, 'TableName'>) =>
    db.send(new QueryCommand({ TableName, ...input }));
  const get = (Key: TableKey, ConsistentRead = true) =>
    db.send(new GetCommand({ TableName, Key, ConsistentRead }));
  const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName, Item }));
  const inPartition = (pk: string, prefix: string, limit: number, ConsistentRead = true) =>
    query({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': prefix },
      Limit: limit,
      ConsistentRead,
    });
  const onIndex = (index: 'GSI1' | 'GSI2', pk: string, limit: number, ascending = false) =>
    query({
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
      Limit: limit,
      ScanIndexForward: ascending,
    });
  const between = (pk: string, prefix: string, from: number, to: number) =>
    query({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':from': `${prefix}${new Date(from).toISOString()}`,
        ':to': `${prefix}${new Date(to).toISOString()}`,
      },
      ConsistentRead: true,
    });

  const week = `from=${new Date(today).toISOString()}&to=${new Date(today + 7 * DAY).toISOString()}`;
  const calendarPk = calendarKeys.key({ id: calendarId }).PK;
  const myCalendars = calendarKeys.indexPartition('GSI1', { sub });
  const tickerPk = tickerMessageKeys.inPartition({});
  const read = (who: keyof Callers, path: string) => (_i: number, as: Callers) =>
    as[who].call('GET', path);

  const reads: Case[] = [
    {
      route: 'GET /api/health',
      call: read('anonymous', '/api/health'),
      status: 200,
      bareName: 'GetItem one item',
      bare: () => get(slugClaimKeys.key({ slug })),
    },
    {
      route: 'GET /api/me',
      call: read('owner', '/api/me'),
      status: 200,
      bareName: 'Query first calendar',
      bare: () => onIndex('GSI1', myCalendars, 1, true),
    },
    {
      route: 'GET /api/ticker',
      call: read('anonymous', '/api/ticker'),
      status: 200,
      bareName: 'Query ticker',
      bare: () => inPartition(tickerPk.pk, tickerMessageKeys.sk.prefix, 50, false),
    },
    {
      route: 'GET /api/articles',
      call: read('anonymous', '/api/articles'),
      status: 200,
      bareName: 'Query 3 published',
      bare: () => onIndex('GSI2', articleKeys.indexPartition('GSI2', {}), 3),
    },
    {
      route: 'GET /api/articles/{id}',
      call: read('anonymous', `/api/articles/${articleId}`),
      status: 200,
      bareName: 'GetItem article',
      bare: () => get(articleKeys.key({ id: articleId })),
    },
    {
      route: 'GET /api/public/calendars/{slug}',
      call: read('anonymous', `/api/public/calendars/${slug}`),
      status: 200,
      bareName: 'GetItem calendar',
      bare: () => get(calendarKeys.key({ id: calendarId })),
    },
    {
      route: 'GET /api/public/calendars/{slug}/slots',
      call: read('anonymous', `/api/public/calendars/${slug}/slots?${week}`),
      status: 200,
      bareName: 'Query week of meetings',
      bare: () => between(calendarPk, meetingKeys.sk.prefix, today, today + 7 * DAY),
    },
    {
      route: 'GET /api/calendars',
      call: read('owner', '/api/calendars'),
      status: 200,
      bareName: 'Query my calendars',
      bare: () => onIndex('GSI1', myCalendars, 50, true),
    },
    {
      route: 'GET /api/calendars/{id}/meetings',
      call: read('owner', `/api/calendars/${calendarId}/meetings?${week}`),
      status: 200,
      bareName: 'Query week of meetings',
      bare: () => between(calendarPk, meetingKeys.sk.prefix, today, today + 7 * DAY),
    },
    {
      route: 'GET /api/calendars/{id}/connections',
      call: read('owner', `/api/calendars/${calendarId}/connections`),
      status: 200,
      bareName: 'Query connections',
      bare: () => inPartition(calendarPk, 'CONN#', 50),
    },
    {
      route: 'GET /api/calendars/{id}/timesheet',
      call: read('owner', `/api/calendars/${calendarId}/timesheet`),
      status: 200,
      bareName: 'Query week of entries',
      bare: () =>
        between(calendarPk, timesheetEntryKeys.sk.prefix, today - 7 * DAY, today + 7 * DAY),
    },
    {
      route: 'GET /api/libraries',
      call: read('owner', '/api/libraries'),
      status: 200,
      bareName: 'Query my libraries',
      bare: () => {
        const { pk, sk } = libraryKeys.inPartition({ sub });
        return inPartition(pk, 'beginsWith' in sk ? sk.beginsWith : sk.equals, 50);
      },
    },
    {
      route: 'GET /api/libraries/{id}/documents',
      call: read('owner', `/api/libraries/${libraryId}/documents`),
      status: 200,
      bareName: 'Query library documents',
      bare: () => onIndex('GSI1', documentKeys.indexPartition('GSI1', { libraryId }), 50),
    },
    {
      route: 'GET /api/documents/{id}',
      call: read('owner', `/api/documents/${documentId}`),
      status: 200,
      bareName: 'GetItem document',
      bare: () => get(documentKeys.key({ id: documentId })),
    },
    {
      route: 'GET /api/admin/articles',
      call: read('admin', '/api/admin/articles'),
      status: 200,
      bareName: 'Query all articles',
      bare: () => onIndex('GSI1', articleKeys.indexPartition('GSI1', {}), 50, true),
    },
    {
      route: 'GET /api/admin/ticker',
      call: read('admin', '/api/admin/ticker'),
      status: 200,
      bareName: 'Query ticker',
      bare: () => inPartition(tickerPk.pk, tickerMessageKeys.sk.prefix, 50),
    },
    {
      route: 'GET /api/admin/applications',
      call: read('admin', '/api/admin/applications'),
      status: 200,
      bareName: 'Query 20 applications',
      bare: () => onIndex('GSI1', applicationKeys.indexPartition('GSI1', { kind: 'ciso' }), 20),
    },
  ];

  // Writes: each call makes a new item, as users do; the bare call puts one item of that kind.
  const run = randomUUID().slice(0, 6);
  const slotAt = (i: number) =>
    new Date(today + (2 + (i % 40)) * DAY + Math.floor(i / 40) * 15 * 60_000).toISOString();
  const now = () => new Date().toISOString();
  const writes: Case[] = [
    {
      route: 'POST /api/calendars',
      call: (i, as) =>
        as.creator.call('POST', '/api/calendars', { body: newCalendar(`bench-${run}-${i}`) }),
      status: 201,
      bareName: 'PutItem calendar',
      bare: () => {
        const id = randomUUID();
        return put({
          ...calendarKeys.key({ id }),
          ...calendarKeys.indexAttributes('GSI1', { sub, createdAt: now(), id }),
          ...newCalendar(`bare-${id}`),
        });
      },
    },
    {
      route: 'POST /api/public/calendars/{slug}/bookings',
      call: (i, as) =>
        as.anonymous.call('POST', `/api/public/calendars/${slug}/bookings`, {
          body: {
            startTime: slotAt(i),
            attendeeName: 'Bench visitor',
            attendeeEmail: 'bench@example.com',
            meetingPlatform: 'teams',
            idempotencyKey: randomUUID(),
          },
        }),
      status: 201,
      bareName: 'PutItem meeting',
      bare: (i) =>
        put({
          ...meetingKeys.key({ calendarId: `bare-${run}`, start: slotAt(i), id: randomUUID() }),
          attendeeName: 'Bench visitor',
          attendeeEmail: 'bench@example.com',
        }),
    },
    {
      route: 'POST /api/calendars/{id}/timesheet-entries',
      call: (i, as) =>
        as.owner.call('POST', `/api/calendars/${calendarId}/timesheet-entries`, {
          body: {
            start: wallClock(today - (1 + (i % 60)) * DAY),
            end: wallClock(today - (1 + (i % 60)) * DAY + 1_800_000),
            description: 'Bench entry',
            billable: false,
          },
        }),
      status: 201,
      bareName: 'PutItem entry',
      bare: (i) =>
        put({
          ...timesheetEntryKeys.key({
            calendarId: `bare-${run}`,
            start: new Date(today - i * 60_000).toISOString(),
            id: randomUUID(),
          }),
          description: 'Bench entry',
        }),
    },
    {
      route: 'POST /api/libraries',
      call: (i, as) => as.owner.call('POST', '/api/libraries', { body: { name: `Bench ${i}` } }),
      status: 201,
      bareName: 'PutItem library',
      bare: (i) =>
        put({ ...libraryKeys.key({ sub: `bare-${run}`, id: randomUUID() }), name: `Bench ${i}` }),
    },
    {
      route: 'POST /api/admin/articles',
      call: (i, as) =>
        as.admin.call('POST', '/api/admin/articles', {
          body: { title: `Bench ${i}`, excerpt: 'Bench', content: 'Bench', isPublished: false },
        }),
      status: 201,
      bareName: 'PutItem article',
      bare: (i) =>
        put({
          ...articleKeys.key({ id: `bare-${run}-${i}-${randomUUID()}` }),
          title: `Bench ${i}`,
          excerpt: 'Bench',
          content: 'Bench',
        }),
    },
  ];

  try {
    const http: Callers = { owner, admin, anonymous, creator };
    const directly = directCallers(stack);
    const direct: Callers = {
      owner: directly(owner),
      admin: directly(admin),
      anonymous: directly(anonymous),
      creator: directly(creator),
    };
    await measure([...reads, ...writes], http, direct, db);
  } finally {
    client.destroy();
  }
}

// Run alone (`npx tsx scripts/bench-handlers.ts`): on a stack of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stack = await startStack();
  try {
    await benchHandlers(stack);
  } finally {
    await stack.stop();
  }
}
