import { ENGAGEMENT_STATUSES } from '@domain/engagements/status';
import * as z from 'zod';
import { isTimeZone, timeFieldMessages } from '../booking/time-fields';
import { CADENCES } from '../engagements/engagement';

/**
 * The signed-in home's view across a consultant's clients (issue: one screen across every client):
 * per client, what is next and what waits on someone, each with what the screen links to.
 */

export const homeMessages = {
  loadFailed: 'Error loading your clients',
  /** A consultant with no client yet. */
  empty: 'No clients yet. Add your first client to see its sessions, budget and paperwork here.',
} as const;

/** The most clients the home shows; a consultant has a handful (the rest are on `/clients`). */
export const MAX_HOME_CLIENTS = 50;

export const ZClientOverview = z.object({
  clientId: z.uuid(),
  clientName: z.string(),
  /** The client's engagement that runs now (else its newest not ended); null: none. */
  engagement: z
    .object({
      id: z.uuid(),
      title: z.string(),
      status: z.enum(ENGAGEMENT_STATUSES),
      cadence: z.enum(CADENCES),
    })
    .nullable(),
  /** The next scheduled session on the client's booking pages; null: none booked. */
  nextSession: z
    .object({ startTime: z.string(), title: z.string(), bookingPageId: z.string() })
    .nullable(),
  /** The last session held (scheduled, started before now); null: none yet. */
  lastSessionAt: z.string().nullable(),
  /** Whole days since the last session, on the consultant's calendar; null: none yet. */
  daysSinceLastSession: z.number().int().nullable(),
  /** Days the active engagement's cadence allows between sessions; null: none set, or not active. */
  cadenceDays: z.number().int().nullable(),
  /** More days have passed since the last session (or the engagement's start) than it allows. */
  sessionOverdue: z.boolean(),
  /** The engagement's budget this month; null when it agrees no hours this month. */
  burn: z
    .object({
      month: z.string(),
      agreedMinutes: z.number().int(),
      usedMinutes: z.number().int(),
      percent: z.number().int(),
    })
    .nullable(),
  /** Documents of the client's library out for signature. */
  documentsAwaitingSignature: z.number().int(),
  /** Timesheet periods of the client's pages submitted and not yet answered; the first's page. */
  periodsAwaitingApproval: z.object({
    count: z.number().int(),
    bookingPageId: z.string().nullable(),
  }),
  /** Issued invoices of the client's pages, neither credited nor paid, past their due date. */
  invoicesPastDue: z.number().int(),
});
export type TClientOverview = z.infer<typeof ZClientOverview>;

/** `GET /api/home/clients`. */
export const ZHomeClients = z.object({
  /** `YYYY-MM-DD` on the consultant's calendar: what "past due" and "days since" count from. */
  today: z.string(),
  clients: z.array(ZClientOverview),
});
export type THomeClients = z.infer<typeof ZHomeClients>;

export const ZHomeQuery = z.object({
  /** The consultant's zone (the browser's), for days and months; UTC when absent (400 if unknown). */
  timeZone: z.string().max(64).refine(isTimeZone, timeFieldMessages.timeZone).optional(),
});
