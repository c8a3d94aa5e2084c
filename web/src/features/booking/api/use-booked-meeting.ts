import { useEffect, useState } from 'react';
import type { TBookingByToken } from '@contracts/booking/cancel-booking';
import { getBookingByToken } from './get-booking-by-token';
import { ApiError } from '@/lib/api-client';
import { joinLinkWait } from '../lib/join-link-wait';

/**
 * The just-booked meeting as its personal link shows it. `waiting`: its join link is still being
 * made (or the first read has not answered); `settled`: nothing more to wait for; `gave-up`: no
 * link after about a minute, or the link cannot be read — the confirmation mail will carry it.
 */
export type BookedMeeting =
  | { state: 'waiting'; meeting?: TBookingByToken | undefined }
  | { state: 'settled'; meeting: TBookingByToken }
  | { state: 'gave-up'; meeting?: TBookingByToken | undefined };

/** A scheduled meeting with a platform whose calendar has not made the link yet. */
const awaitsJoinLink = (meeting: TBookingByToken) =>
  meeting.status === 'scheduled' && meeting.platform !== null && !meeting.joinUrl;

/** An answer that asking again will not change (an unknown link, a refused header). */
const final = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Reads the meeting behind `token` (`GET /api/public/bookings/by-link`), and again, further and
 * further apart (`join-link-wait.ts`), while its join link is being made. Undefined without a
 * token (a retried booking's answer has none).
 */
export function useBookedMeeting(token: string | undefined): BookedMeeting | undefined {
  const [read, setRead] = useState<BookedMeeting>({ state: 'waiting' });
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reads = 0;
    let meeting: TBookingByToken | undefined;
    const next = async () => {
      reads += 1;
      let error: unknown;
      try {
        meeting = await getBookingByToken(token);
      } catch (caught) {
        // A failed read is tried again like a link not made yet, within the same minute.
        error = caught;
      }
      if (stopped) return;
      if (meeting && !awaitsJoinLink(meeting)) return setRead({ state: 'settled', meeting });
      const wait = final(error) ? undefined : joinLinkWait(reads);
      if (wait === undefined) return setRead({ state: 'gave-up', meeting });
      setRead({ state: 'waiting', meeting });
      timer = setTimeout(() => void next(), wait);
    };
    void next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token]);
  return token ? read : undefined;
}
