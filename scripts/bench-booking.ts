/**
 * The booking figures of `npm run bench`: the public free-times and booking routes at 20
 * concurrent clients through the local API stand-in, as the load a page of many visitors puts on
 * them. Their handler overhead, as a ratio to their own table calls, is in `bench-handlers.ts`.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { anonymousCallerFrom } from '../test/support/api-session';
import type { StackInfo } from '../test/support/stack';
import { CLIENTS, load, ok, startBenchStack, type Figures } from './bench-load';
import { cpuPerRequest, stackCpu } from './bench-cpu';
import { pagesFor, visitorOf, visitorSource } from './bench-visitors';

const REQUESTS = Number(process.env.BENCH_BOOKING_REQUESTS ?? 1000);
/**
 * Bookings and free-times reads made first and not counted: they start the area's processes up to
 * the bench's concurrency and let their code warm up, so the figures are a steady load's. Each of
 * the area's twenty environments then has run a hundred bookings, as one does within a minute or
 * two of a steady load in AWS; after fifteen each (300 in all), V8 had not yet optimised the
 * SDK's hot paths, and a booking took the area half as much CPU again.
 */
const WARM_UP = Number(process.env.BENCH_BOOKING_WARM_UP ?? 2000);
/**
 * Other booking pages of the same owner, made first: one person cannot be in two meetings, so
 * every page of an owner shares their busy time, and the figures show whether a booking's work
 * grows with the number of pages.
 */
const OTHER_PAGES = Number(process.env.BENCH_BOOKING_PAGES ?? 0);

export async function benchBooking(stack: StackInfo, token: string): Promise<void> {
  const json = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const slug = `bench-${randomUUID().slice(0, 8)}`;
  // The bookings are shared out over as many pages as their per-page daily cap asks for.
  const booked = Array.from({ length: pagesFor(REQUESTS + WARM_UP) }, (_, k) =>
    k === 0 ? slug : `${slug}-b${k}`,
  );
  await load(booked.length, async (k) =>
    ok(
      await fetch(`${stack.apiUrl}/api/booking-pages`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name: `Bench page ${k + 1}`,
          slug: booked[k],
          timeZone: 'UTC',
          defaultMeetingDuration: 15,
          availability: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
            dayOfWeek,
            startTime: '00:00',
            endTime: '23:45',
          })),
        }),
      }),
      201,
    ),
  );
  await load(OTHER_PAGES, async (i) =>
    ok(
      await fetch(`${stack.apiUrl}/api/booking-pages`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name: `Other page ${i + 1}`,
          slug: `${slug}-${i + 1}`,
          timeZone: 'UTC',
          availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
        }),
      }),
      201,
    ),
  );

  // Bookings take distinct 15-minute slots spread over the coming 40 days (the owner's pages share
  // one schedule), each by a visitor of their own, as visitors' bookings are: every one succeeds.
  const firstDay = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    // From the day after tomorrow: every slot is past the pages' minimum notice at any hour.
    new Date().getUTCDate() + 2,
  );
  const slotAt = (i: number) =>
    new Date(firstDay + (i % 40) * 86_400_000 + Math.floor(i / 40) * 15 * 60_000).toISOString();
  const bookOne = async (i: number) => {
    const visitor = anonymousCallerFrom(stack, visitorSource());
    const res = await visitor.call(
      'POST',
      `/api/public/booking-pages/${booked[i % booked.length]}/bookings`,
      {
        body: { startTime: slotAt(i), ...visitorOf(i), idempotencyKey: randomUUID() },
      },
    );
    if (res.status !== 201) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  const week = `from=${new Date(firstDay).toISOString()}&to=${new Date(firstDay + 7 * 86_400_000).toISOString()}`;
  const readSlots = async () =>
    ok(await fetch(`${stack.apiUrl}/api/public/booking-pages/${slug}/slots?${week}`), 200);

  // The warm-up's bookings take the slots after the counted ones.
  await load(WARM_UP, (i) => bookOne(REQUESTS + i));
  await load(WARM_UP, readSlots);
  const cpuBefore = stackCpu();
  const book = await load(REQUESTS, bookOne);
  const cpu = cpuPerRequest(cpuBefore, stackCpu(), REQUESTS);

  const slots = await load(REQUESTS, readSlots);

  const fmt = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `\nBooking at ${CLIENTS} concurrent clients, ${REQUESTS} requests each, the owner having ${OTHER_PAGES + booked.length} page(s), ${booked.length} booked (ms):`,
  );
  console.log(
    `${'route'.padEnd(40)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(8)}`,
  );
  const row = (name: string, f: Figures) =>
    console.log(`${name.padEnd(40)} ${fmt(f.p50)} ${fmt(f.p99)} ${fmt(f.perSecond)}`);
  row('GET  …/slots (a week)', slots);
  row('POST …/bookings', book);
  if (cpu.length > 0) {
    const total = cpu.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`Stack CPU per booking: ${total.toFixed(1)} ms, of which`);
    for (const [part, ms] of cpu.filter(([, ms]) => ms >= 0.5)) {
      console.log(`  ${part.padEnd(44)} ${ms.toFixed(1).padStart(6)} ms`);
    }
  }
}

/** Alone: `npx tsx scripts/bench-booking.ts` starts its own stack and signs in its admin. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { adminUser, signInTokens } = await import('../test/support/api-session');
  const stack = await startBenchStack();
  try {
    const { accessToken } = await signInTokens(stack, adminUser(stack));
    await benchBooking(stack, accessToken);
  } finally {
    await stack.stop();
  }
}
