import { CURRENCIES, formatPoundsPlain, penceOfPounds } from '@domain/timesheets/money';
import * as z from 'zod';
import { requiredText, requiredTrimmed } from '../text-fields';

/** Time entries (spec §3 timesheet_entries, §5 time entry). */

export const ENTRY_STATUSES = ['draft', 'submitted', 'approved'] as const;
export type TEntryStatus = (typeof ENTRY_STATUSES)[number];
export const ENTRY_STATUS_LABELS: Record<TEntryStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
};

/** A single entry is at most a day long; longer work is logged day by day. */
export const MAX_ENTRY_MINUTES = 24 * 60;
/** Refuses typing slips such as 15000 for 150.00. */
export const MAX_HOURLY_RATE_PENCE = 100_000_00;

export const entryMessages = {
  currency: 'Please choose a currency',
  /**
   * 409: the first time logged on a page locks its currency, so it is confirmed first (Billing
   * settings, or the currency shown with the first entry or timer).
   */
  currencyUnconfirmed:
    "Please confirm this booking page's currency before logging time: every amount on the page is in it, and it cannot be changed once time is logged.",
  /** 409: the page's settings changed while its currency was being confirmed. */
  pageChangedMeanwhile: 'The booking page changed meanwhile. Please reload and try again.',
  /** 409: the currency the form confirmed is no longer the page's (changed in another tab). */
  currencyIsPages: (currency: string) =>
    `This booking page's currency is now ${currency}. Please reload and log the time again.`,
  /** The toast's title when the end is not after the start (spec §5). */
  invalidRange: 'Invalid time range',
  endAfterStart: 'End time must be after start time',
  startRequired: 'Please enter a start time',
  endRequired: 'Please enter an end time',
  dateTimeFormat: 'Please enter a date and time',
  noSuchTime: 'That time does not exist on this calendar (the clocks change then)',
  tooLong: 'A time entry can be at most 24 hours long',
  descriptionRequired: 'Please enter a description',
  /** 400: a workstream that is not one of the page's engagement's. */
  workstream: "Please choose one of the engagement's workstreams",
  billable: 'Billable must be true or false',
  rate: 'Hourly rate must be a number of at least 0 with at most 2 decimals',
  rateTooHigh: 'Hourly rate must be at most £100,000.00',
  notFound: 'Time entry not found',
  /** 409: the server refuses to change an entry that is no longer a draft. */
  locked: 'This entry has been submitted and can no longer be changed or deleted',
  created: 'Time entry created successfully',
  updated: 'Time entry updated successfully',
  deleted: 'Time entry deleted',
  deleteConfirm: 'Are you sure you want to delete this time entry?',
  createFailed: 'Error creating entry',
  updateFailed: 'Error updating entry',
  deleteFailed: 'Error deleting entry',
  loadFailed: 'Error loading entries',
} as const;

/** `YYYY-MM-DDTHH:mm` as a datetime-local input gives it, read on the owner's calendar. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

const localDateTime = (required: string) =>
  requiredTrimmed(required)
    // A browser may add seconds (`:00`); they are not kept.
    .transform((v) => v.slice(0, 16))
    .pipe(z.string().regex(LOCAL_DATE_TIME, entryMessages.dateTimeFormat));

/**
 * The hourly rate as typed, in pounds (spec §5: a number, step 0.01, at least 0); blank means no
 * rate. It is answered as pounds with two decimals (`150.50`), so the form's parsed values read
 * the same when the API parses them again; services take its pence with `ratePenceOf`.
 */
const ZRateText = z
  .union([z.string(), z.number()], entryMessages.rate)
  .transform((v, ctx): string | null => {
    if (typeof v === 'string' && v.trim() === '') return null;
    const pence = penceOfPounds(v);
    if (pence === undefined) {
      ctx.addIssue({ code: 'custom', message: entryMessages.rate });
      return z.NEVER;
    }
    if (pence > MAX_HOURLY_RATE_PENCE) {
      ctx.addIssue({ code: 'custom', message: entryMessages.rateTooHigh });
      return z.NEVER;
    }
    return formatPoundsPlain(pence);
  });

/** A rate, or none (null, blank or absent): an entry's on its edit, a booking page's default. */
export const ZHourlyRate = ZRateText.nullable()
  .optional()
  .transform((v) => v ?? null);

/** The pence of a parsed rate (null or absent: none). */
export const ratePenceOf = (hourlyRate: string | null | undefined): number | null =>
  hourlyRate === null || hourlyRate === undefined ? null : (penceOfPounds(hourlyRate) ?? null);

/**
 * `POST /api/booking-pages/{id}/timesheet-entries` and `PUT …/{entryId}`: the New Time Entry form.
 * Start and end are wall-clock times on the booking page's calendar, in its owner's zone; the
 * server works out the instants and the duration. A rate is kept only on a billable entry. A
 * new billable entry whose body has no `hourlyRate` at all (undefined, not null or blank) gets
 * its booking page's default rate; an edit never does.
 */
export const ZSaveTimeEntry = z
  .object(
    {
      start: localDateTime(entryMessages.startRequired),
      end: localDateTime(entryMessages.endRequired),
      description: requiredText(entryMessages.descriptionRequired, 'The description', 500),
      billable: z.boolean(entryMessages.billable).default(true),
      hourlyRate: ZRateText.nullable().optional(),
      /**
       * The currency shown with the page's first time, which this entry confirms and locks; only
       * while the page's currency was never confirmed (an edit ignores it).
       */
      currency: z.enum(CURRENCIES, entryMessages.currency).optional(),
      /** One of the page's engagement's workstreams; null or absent: none. */
      workstreamId: z.uuid(entryMessages.workstream).nullable().optional(),
    },
    entryMessages.startRequired,
  )
  .refine((e) => e.end > e.start, { message: entryMessages.endAfterStart, path: ['end'] })
  .transform((e) => ({ ...e, hourlyRate: e.billable ? e.hourlyRate : null }));
export type TSaveTimeEntry = z.input<typeof ZSaveTimeEntry>;
export type TSaveTimeEntryParsed = z.output<typeof ZSaveTimeEntry>;

export const ZStatusChange = z.object({ status: z.enum(ENTRY_STATUSES), at: z.string() });
export type TStatusChange = z.infer<typeof ZStatusChange>;

/** One entry as the overview, the edit form and the exports show it. */
export const ZTimeEntry = z.object({
  id: z.string(),
  bookingPageId: z.string(),
  /** Instants, ISO in UTC. */
  startTime: z.string(),
  endTime: z.string(),
  /** Computed by the server from the instants. */
  durationMinutes: z.number().int(),
  description: z.string(),
  billable: z.boolean(),
  /** The hourly rate in pence, or null. */
  ratePence: z.number().int().nullable(),
  /** What the line earns, rounded once to the penny; null unless billable with a rate. */
  amountPence: z.number().int().nullable(),
  status: z.enum(ENTRY_STATUSES),
  /** Every change of status with its time, oldest first (created as draft). */
  statusHistory: z.array(ZStatusChange),
  /** The workstream of the page's engagement the time is for; null: none. */
  workstreamId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTimeEntry = z.infer<typeof ZTimeEntry>;

/** `GET …/timesheet-entries/{entryId}`: the entry, with its times on the owner's calendar. */
export const ZTimeEntryDetail = ZTimeEntry.extend({
  /** `YYYY-MM-DDTHH:mm` in `timeZone`, as the edit form fills its inputs. */
  startLocal: z.string(),
  endLocal: z.string(),
  timeZone: z.string(),
});
export type TTimeEntryDetail = z.infer<typeof ZTimeEntryDetail>;
