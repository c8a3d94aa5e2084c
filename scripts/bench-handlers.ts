/**
 * The handler overhead figures of `npm run bench`: every public and signed-in read route and the
 * main write routes, each invoked in this process as Lambda invokes it (the token checked once,
 * as API Gateway's authorizer runs outside the function), at 20 concurrent clients shared with
 * the route's own table calls replayed directly through a document client of this process
 * (`bench-table-calls.ts`): the calls one invocation made, those made at once again at once, a
 * write's conditions widened to hold. What the route takes beyond them is the handler's own work.
 * Goal: each route's p50 within 1.15× the replay's.
 *
 * `/api/me` is measured twice, with the e-mail cache its users port keeps and with the directory
 * unwrapped, and the p50 gain of the cache is printed (a cache is kept only if it gains at least 20 %).
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createUserDirectory } from '../lambdas/adapters/cognito/user-directory';
import { cognitoClient } from '../lambdas/adapters/cognito/cognito-client';
import { createDocumentClient } from '../lambdas/adapters/dynamodb/repository';
import { systemDeps } from '../lambdas/handlers/system/deps';
import type { UserDirectory } from '../lambdas/ports/user-directory';
import {
  adminCaller,
  anonymousCaller,
  createUser,
  signedInCaller,
  type Caller,
} from '../test/support/api-session';
import { samplePdf } from '../test/support/document-files';
import type { StackInfo } from '../test/support/stack';
import { createJwtAuthorizer, type AuthResult } from '../local/api/jwt-authorizer';
import { createRouteInvoker } from '../local/api/lambda-proxy';
import { importHandler } from '../local/lambda-runtime';
import {
  HANDLER_GOAL,
  describeCacheGain,
  describeSummary,
  formatRatio,
  gainPercent,
  goalMark,
  summarize,
  type GoalSummary,
  type Measured,
} from './bench-goals';
import { CLIENTS, loadMix, machineLoad, startBenchStack } from './bench-load';
import { describeWaves, recordTableCalls, replay } from './bench-table-calls';
import { pagesFor, visitorOf, visitorSource } from './bench-visitors';

const REQUESTS = Number(process.env.BENCH_HANDLER_REQUESTS ?? 300);
const WARM_UP = 20;
const DAY = 86_400_000;

/** The callers a route is measured with, each invoking the handlers directly. */
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
  /**
   * For a variant of a route (its deps changed for a comparison): changes them, returns what puts
   * them back. A variant is shown but not held to the goal: the product does not serve it.
   */
  setUp?: () => () => void;
}

const availability = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '00:00',
  endTime: '23:45',
}));

// No minimum notice: the seed books from tomorrow's first hour, which a run late in the (UTC)
// day would otherwise find too soon.
const newBookingPage = (slug: string) => ({
  name: 'Bench page',
  slug,
  timeZone: 'UTC',
  defaultMeetingDuration: 15,
  minimumNoticeMinutes: 0,
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
  const { id: bookingPageId } = await expectOk<{ id: string }>(
    owner.call('POST', '/api/booking-pages', { body: newBookingPage(slug) }),
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
      anonymous.call('POST', `/api/public/booking-pages/${slug}/bookings`, {
        body: {
          startTime: new Date(today + DAY + i * 3_600_000).toISOString(),
          ...visitorOf(i),
          idempotencyKey: randomUUID(),
        },
      }),
      201,
      'book',
    );
    await expectOk(
      owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
        body: {
          start: wallClock(today + i * 3_600_000),
          end: wallClock(today + i * 3_600_000 + 1_800_000),
          description: 'Bench entry',
          billable: false,
          // The page's first time confirms its currency, as the entry form does.
          currency: 'GBP',
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
  return { slug, bookingPageId, libraryId, documentId: reserved.document.id, articleId, today };
}

/**
 * Calls that invoke the route's handler in this process as Lambda would, with the event the
 * stand-in builds, but no HTTP on either side and the token checked once (API Gateway's
 * authorizer runs outside the function): what is left is the function's own overhead.
 */
function directCallers(stack: StackInfo): (caller: Caller, source?: () => string) => Caller {
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
    // In this process, not the stack's function processes: the figures are the handler's own
    // work, and the e-mail cache case overrides this process's ports.
    load: (area) => importHandler(`lambdas/handlers/${area}/index.ts`),
  });
  const host = new URL(stack.apiUrl).host;
  return (caller, source = () => '127.0.0.1') => ({
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
          socket: { remoteAddress: source(), localPort: 0 },
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

/** One route's figures: its p50 and its ratio to its own table calls replayed. */
interface Row extends Measured {
  p50: number;
  variant: boolean;
}

/**
 * Measures every route in `cases`, invoked directly, beside its own table calls replayed through
 * `db`, both in one mix so that they see the same state of the machine, and prints the table.
 */
async function measure(cases: Case[], direct: Callers, db: DynamoDBDocumentClient): Promise<Row[]> {
  const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1)).padStart(8);
  console.log(
    `\nHandler overhead: each route invoked in this process as Lambda invokes it, beside its own ` +
      `table calls replayed through the document client (the calls one invocation made, those ` +
      `made at once again at once, a write's conditions widened to hold), both at once among ` +
      `${CLIENTS} concurrent clients until one has made ${REQUESTS} calls (ms). ` +
      `Goal: p50 ≤ ${HANDLER_GOAL}× the replay's.`,
  );
  console.log(
    `${'route'.padEnd(48)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'replay'.padStart(8)}` +
      ` ${'ratio'.padStart(7)}  ${'goal met'.padEnd(8)}  own calls`,
  );
  const rows: Row[] = [];
  for (const c of cases) {
    // A failed call is counted and shown, not thrown: one refusal under load should not hide
    // the other routes' figures.
    const failures = new Map<string, number>();
    const one = async (i: number) => {
      const res = await c.call(i, direct);
      if (res.status === c.status) return;
      const what = `${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
      failures.set(what, (failures.get(what) ?? 0) + 1);
    };
    const undo = c.setUp?.();
    try {
      // Warm: the area's module imported, its ports built, the connections open. Each call has
      // its own number, so writes never make the same item twice.
      for (let i = 0; i < WARM_UP; i++) await one(REQUESTS + i);
      // A read replays the calls of its first call; a write those of a call of its own (its new
      // items are then written again on each replay, with conditions that hold).
      const waves = await recordTableCalls(() =>
        one(c.route.startsWith('GET ') ? 0 : REQUESTS + WARM_UP),
      );
      const [route, own] = await loadMix(REQUESTS, [
        one,
        // A route that makes no table call has nothing to replay.
        ...(waves.length > 0 ? [() => replay(db, waves)] : []),
      ]);
      // A kind that got no call in before the mix ended has no figure (NaN).
      const ratio = own ? route!.p50 / own.p50 : NaN;
      const variant = c.setUp !== undefined;
      rows.push({ name: c.route, p50: route!.p50, ratio, variant });
      console.log(
        `${c.route.padEnd(48)} ${ms(route!.p50)} ${ms(route!.p99)} ${ms(own?.p50 ?? NaN)}` +
          ` ${formatRatio(ratio).padStart(7)}  ${(variant ? '-' : goalMark(ratio, HANDLER_GOAL)).padEnd(8)}` +
          `  ${describeWaves(waves) || 'no table call'}`,
      );
    } finally {
      undo?.();
    }
    for (const [what, count] of failures) console.log(`    ${count} × answered ${what}`);
  }
  return rows;
}

/** What `npm run bench` sums up at its end. */
export interface HandlerFigures {
  overhead: GoalSummary;
  /** `/api/me`'s p50 gain from the e-mail cache, in percent. */
  emailCacheGain: number;
}

/**
 * `/api/me` without the e-mail cache: its deps with the user pool's directory built as the users
 * port builds it, but not wrapped. Counts the look-ups, so a measure that never reached it fails.
 */
function withoutEmailCache(stack: StackInfo, me: Case): Case {
  const directory = createUserDirectory(
    cognitoClient(stack.region, stack.cognito.endpoint),
    stack.cognito.userPoolId,
  );
  let lookUps = 0;
  const users: UserDirectory = {
    getEmail: (sub, username) => {
      lookUps++;
      return directory.getEmail(sub, username);
    },
    hasTotp: (sub, username) => directory.hasTotp(sub, username),
  };
  return {
    ...me,
    route: `${me.route} without the e-mail cache`,
    setUp() {
      systemDeps.override({ users });
      return () => {
        systemDeps.override(undefined);
        if (lookUps === 0) throw new Error('/api/me never reached the unwrapped directory');
      };
    },
  };
}

export async function benchHandlers(stack: StackInfo): Promise<HandlerFigures> {
  const ownerUser = await createUser(stack, 'bench-owner');
  const owner = await signedInCaller(stack, ownerUser);
  const admin = await adminCaller(stack);
  // New booking pages go to a user of their own: a booking checks every page of its owner (one
  // person, one schedule), so the booked pages' owner keeps only the pages the bookings need.
  const creator = await signedInCaller(stack, await createUser(stack, 'bench-creator'));
  const anonymous = anonymousCaller(stack);
  const data = await seed(owner, admin, anonymous);
  const { slug, bookingPageId, libraryId, documentId, articleId, today } = data;

  const week = `from=${new Date(today).toISOString()}&to=${new Date(today + 7 * DAY).toISOString()}`;
  const read = (who: keyof Callers, path: string) => (_i: number, as: Callers) =>
    as[who].call('GET', path);

  const me: Case = { route: 'GET /api/me', call: read('owner', '/api/me'), status: 200 };
  const meUncached = withoutEmailCache(stack, me);
  const reads: Case[] = [
    { route: 'GET /api/health', call: read('anonymous', '/api/health'), status: 200 },
    me,
    meUncached,
    { route: 'GET /api/ticker', call: read('anonymous', '/api/ticker'), status: 200 },
    { route: 'GET /api/articles', call: read('anonymous', '/api/articles'), status: 200 },
    {
      route: 'GET /api/articles/{id}',
      call: read('anonymous', `/api/articles/${articleId}`),
      status: 200,
    },
    {
      route: 'GET /api/public/booking-pages/{slug}',
      call: read('anonymous', `/api/public/booking-pages/${slug}`),
      status: 200,
    },
    {
      route: 'GET /api/public/booking-pages/{slug}/slots',
      call: read('anonymous', `/api/public/booking-pages/${slug}/slots?${week}`),
      status: 200,
    },
    { route: 'GET /api/booking-pages', call: read('owner', '/api/booking-pages'), status: 200 },
    {
      route: 'GET /api/booking-pages/{id}/meetings',
      call: read('owner', `/api/booking-pages/${bookingPageId}/meetings?${week}`),
      status: 200,
    },
    {
      route: 'GET /api/booking-pages/{id}/connections',
      call: read('owner', `/api/booking-pages/${bookingPageId}/connections`),
      status: 200,
    },
    {
      route: 'GET /api/booking-pages/{id}/timesheet',
      call: read('owner', `/api/booking-pages/${bookingPageId}/timesheet`),
      status: 200,
    },
    { route: 'GET /api/libraries', call: read('owner', '/api/libraries'), status: 200 },
    {
      route: 'GET /api/libraries/{id}/documents',
      call: read('owner', `/api/libraries/${libraryId}/documents`),
      status: 200,
    },
    {
      route: 'GET /api/documents/{id}',
      call: read('owner', `/api/documents/${documentId}`),
      status: 200,
    },
    { route: 'GET /api/admin/articles', call: read('admin', '/api/admin/articles'), status: 200 },
    { route: 'GET /api/admin/ticker', call: read('admin', '/api/admin/ticker'), status: 200 },
    {
      route: 'GET /api/admin/applications',
      call: read('admin', '/api/admin/applications'),
      status: 200,
    },
  ];

  // Writes: each call makes a new item, as users do.
  const run = randomUUID().slice(0, 6);
  // The booking load's pages, of the same owner (one schedule), enough for the per-page daily cap
  // of the measured calls and the warm-up; the recorded call books a page of its own, since its
  // replays count against that page's cap again and again.
  const loaded = Array.from({ length: pagesFor(REQUESTS + WARM_UP) }, (_, k) => `${slug}-w${k}`);
  const recorded = `${slug}-recorded`;
  const bookedPage = (i: number) =>
    i === REQUESTS + WARM_UP ? recorded : loaded[i % loaded.length]!;
  for (const bookedSlug of [...loaded, recorded])
    await expectOk(
      owner.call('POST', '/api/booking-pages', { body: newBookingPage(bookedSlug) }),
      201,
      'create a booked page',
    );
  const slotAt = (i: number) =>
    new Date(today + (2 + (i % 40)) * DAY + Math.floor(i / 40) * 15 * 60_000).toISOString();
  const writes: Case[] = [
    {
      route: 'POST /api/booking-pages',
      call: (i, as) =>
        as.creator.call('POST', '/api/booking-pages', {
          body: newBookingPage(`bench-${run}-${i}`),
        }),
      status: 201,
    },
    {
      route: 'POST /api/public/booking-pages/{slug}/bookings',
      call: (i, as) =>
        as.anonymous.call('POST', `/api/public/booking-pages/${bookedPage(i)}/bookings`, {
          body: { startTime: slotAt(i), ...visitorOf(i), idempotencyKey: randomUUID() },
        }),
      status: 201,
    },
    {
      route: 'POST /api/booking-pages/{id}/timesheet-entries',
      call: (i, as) =>
        as.owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
          body: {
            start: wallClock(today - (1 + (i % 60)) * DAY),
            end: wallClock(today - (1 + (i % 60)) * DAY + 1_800_000),
            description: 'Bench entry',
            billable: false,
          },
        }),
      status: 201,
    },
    {
      route: 'POST /api/libraries',
      call: (i, as) => as.owner.call('POST', '/api/libraries', { body: { name: `Bench ${i}` } }),
      status: 201,
    },
    {
      route: 'POST /api/admin/articles',
      call: (i, as) =>
        as.admin.call('POST', '/api/admin/articles', {
          body: { title: `Bench ${i}`, excerpt: 'Bench', content: 'Bench', isPublished: false },
        }),
      status: 201,
    },
  ];

  // The replay's own client, built as the table port builds its client (its idle sockets do not
  // keep the process alive, so it needs no closing).
  const db = createDocumentClient(stack.region, stack.dynamodbEndpoint);
  const directly = directCallers(stack);
  const direct: Callers = {
    owner: directly(owner),
    admin: directly(admin),
    // Anonymous calls come from many visitors, each from an address of their own.
    anonymous: directly(anonymous, visitorSource),
    creator: directly(creator),
  };
  const rows = await measure([...reads, ...writes], direct, db);
  const withCache = rows.find((r) => r.name === me.route)!;
  const withoutCache = rows.find((r) => r.name === meUncached.route)!;
  const figures: HandlerFigures = {
    overhead: summarize(
      rows.filter((r) => !r.variant),
      HANDLER_GOAL,
    ),
    emailCacheGain: gainPercent(withCache.p50, withoutCache.p50),
  };
  console.log(`  routes: ${describeSummary(figures.overhead)}`);
  console.log(
    `  /api/me p50 ${withCache.p50.toFixed(1)} ms with the e-mail cache, ` +
      `${withoutCache.p50.toFixed(1)} ms without: ${describeCacheGain(figures.emailCacheGain)}`,
  );
  console.log(`  load average after the run: ${machineLoad()} (the machine is shared)`);
  return figures;
}

// Run alone (`npx tsx scripts/bench-handlers.ts`): on a stack of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stack = await startBenchStack();
  try {
    await benchHandlers(stack);
  } finally {
    await stack.stop();
  }
}
