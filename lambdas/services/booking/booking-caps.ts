import { createHash } from 'node:crypto';
import { bookingMessages } from '@contracts/booking/public-booking';
import { concurrentWrite, tooManyRequests, type AppError } from '../../errors';
import { bookingCapKeys } from '../../keys/booking-cap';
import type { Table, TransactionBuilder } from '../../ports/table';
import { addToCounter, readCounter, type CounterRead } from '../counter';

/**
 * Caps on anonymous bookings, so a public page cannot be used to mail strangers in bulk: each
 * booking mails an address the visitor chose. Every committed booking counts once against each
 * cap, in its own transaction; a refused one counts nowhere.
 */
export const BOOKING_CAPS = {
  /** Bookings one e-mail address makes on one page in a UTC day. */
  perAddress: { limit: 3, window: 'day', message: bookingMessages.tooManyForAddress },
  /** New bookings one page takes in a UTC day. */
  perPage: { limit: 50, window: 'day', message: bookingMessages.tooManyForPage },
  /** Bookings and moves by link from one source address (on any page) in a UTC hour. */
  perSource: { limit: 20, window: 'hour', message: bookingMessages.tooManyFromSource },
} as const;

export type CapName = keyof typeof BOOKING_CAPS;

/** A counter is kept a day past its window, then left to expire. */
const KEPT_AFTER_WINDOW_SECONDS = 24 * 60 * 60;

export interface CapCount extends CounterRead {
  name: CapName;
  ttl: number;
}

/** The counters of one booking: who is booking, on which page, from where. */
export interface CapSubjects {
  bookingPageId: string;
  attendeeEmail: string;
  /** The client's address; '' when the request carried none. */
  sourceIp: string;
}

/** The same address in any letter case is one address; only its digest is kept. */
const addressDigest = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

function windowOf(window: 'day' | 'hour', now: Date): { id: string; endsAt: number } {
  const iso = now.toISOString();
  if (window === 'day') {
    const id = iso.slice(0, 10);
    return { id, endsAt: Date.parse(`${id}T00:00:00.000Z`) + 24 * 3_600_000 };
  }
  const id = iso.slice(0, 13);
  return { id, endsAt: Date.parse(`${id}:00:00.000Z`) + 3_600_000 };
}

function capKeys(subjects: CapSubjects, now: Date) {
  const subject: Record<CapName, string> = {
    perAddress: `${subjects.bookingPageId}:${addressDigest(subjects.attendeeEmail)}`,
    perPage: subjects.bookingPageId,
    perSource: subjects.sourceIp || 'unknown',
  };
  return (Object.keys(BOOKING_CAPS) as CapName[]).map((name) => {
    const window = windowOf(BOOKING_CAPS[name].window, now);
    return {
      name,
      key: bookingCapKeys.key({ cap: name, window: window.id, who: subject[name] }),
      ttl: Math.floor(window.endsAt / 1000) + KEPT_AFTER_WINDOW_SECONDS,
    };
  });
}

/**
 * The current counts of a booking's caps (or of the `only` ones), read strongly consistent. A
 * visitor's move of their meeting counts against the source's cap alone: it is a public write
 * that mails, but no new booking of the address or the page.
 */
export function readCapCounts(
  table: Pick<Table, 'get'>,
  subjects: CapSubjects,
  now: Date,
  only?: readonly CapName[],
): Promise<CapCount[]> {
  return Promise.all(
    capKeys(subjects, now)
      .filter((cap) => !only || only.includes(cap.name))
      .map(async (cap) => ({ ...cap, ...(await readCounter(table, cap.key)) })),
  );
}

/** 429 with the cap's message when one of them is reached; the first reached is named. */
export function capReached(counts: readonly CapCount[]): AppError | undefined {
  const full = counts.find((c) => c.count >= BOOKING_CAPS[c.name].limit);
  return full && tooManyRequests(BOOKING_CAPS[full.name].message);
}

/**
 * A counter moved since it was read: another booking of the same subject went in first. It is
 * retryable, so the booking reads again (`lostRace`).
 */
export const CAP_MOVED = concurrentWrite();

/**
 * Adds this booking to each counter, on condition that it still holds the count read: with the
 * count read below its limit, the write can never take a counter past it. A counter moved in
 * between fails the transaction with `CAP_MOVED`, and the booking reads again.
 */
export function countBooking(tx: TransactionBuilder, counts: readonly CapCount[]): void {
  for (const cap of counts) addToCounter(tx, cap, 1, CAP_MOVED);
}
