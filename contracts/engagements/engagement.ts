import { ENGAGEMENT_STATUSES } from '@domain/engagements/status';
import { CURRENCIES, formatPoundsPlain, penceOfPounds } from '@domain/timesheets/money';
import * as z from 'zod';
import { bookingPageMessages } from '../booking/booking-page';
import { isTimeZone, timeFieldMessages } from '../booking/time-fields';
import { isCalendarDate } from '../booking/date-override';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';
import { optionalText, requiredText } from '../text-fields';
import { entryMessages, MAX_HOURLY_RATE_PENCE } from '../timesheets/entry';

/**
 * An engagement: the work agreed with one of the consultant's clients (docs/decisions.md,
 * "Engagements"). It starts as a draft whose terms the consultant proposes and may change at
 * will; once its letter is out for signature its terms change only by a signed letter (the
 * engagement letter, then change orders), each in effect from its own date. Money is typed and
 * answered as text with two decimals, in the client's currency, and stored in minor units.
 */

export { ENGAGEMENT_STATUSES };
export type TEngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

export const ENGAGEMENT_TITLE_MAX = 200;
export const WORKSTREAM_NAME_MAX = 100;
/** Labels for the work inside one engagement: a handful in practice. */
export const MAX_WORKSTREAMS = 20;
/** The consultant's own clauses, printed in the letter after the terms. */
export const CLAUSES_MAX = 5000;
/** Every hour of the longest month: more cannot be worked, so more is a typing slip. */
export const MAX_HOURS_PER_MONTH = 744;
/** The client's pages whose sessions an engagement counts: a handful in practice. */
export const MAX_ENGAGEMENT_PAGES = 10;
/** The longest late-cancellation window: a week. */
export const MAX_LATE_CANCELLATION_HOURS = 168;
export const MAX_NOTICE_DAYS = 365;
export const DEFAULT_NOTICE_DAYS = 30;
/** Refuses typing slips such as 1500000 for 15000.00. */
export const MAX_MONTHLY_FEE_PENCE = 1_000_000_00;
/** Where an engagement's months are counted when the form names no zone. */
export const DEFAULT_ENGAGEMENT_TIME_ZONE = 'Europe/London';

export const COMMERCIAL_MODELS = ['retainer', 'fixedFee', 'timeAndMaterials'] as const;
export type TCommercialModelKind = (typeof COMMERCIAL_MODELS)[number];
export const COMMERCIAL_MODEL_LABELS: Record<TCommercialModelKind, string> = {
  retainer: 'Retainer',
  fixedFee: 'Fixed monthly fee',
  timeAndMaterials: 'Time and materials',
};

/** How often the consultant reports on the work to the client. */
export const CADENCES = ['none', 'weekly', 'fortnightly', 'monthly'] as const;
export type TCadence = (typeof CADENCES)[number];
export const CADENCE_LABELS: Record<TCadence, string> = {
  none: 'No set cadence',
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};

/** A letter of the engagement: the engagement letter itself, or a change order amending it. */
export const LETTER_KINDS = ['letter', 'changeOrder'] as const;
export type TLetterKind = (typeof LETTER_KINDS)[number];
/**
 * Where a letter stands: being drawn and sent (moments after it is asked for), out for
 * signature, signed by everyone (its terms then hold from its date), or withdrawn: voided by the
 * consultant or declined by a signer.
 */
export const LETTER_STATUSES = ['preparing', 'sent', 'signed', 'void', 'declined'] as const;
export type TLetterStatus = (typeof LETTER_STATUSES)[number];
export const LETTER_STATUS_LABELS: Record<TLetterStatus, string> = {
  preparing: 'Being prepared',
  sent: 'Out for signature',
  signed: 'Signed',
  void: 'Voided',
  declined: 'Declined',
};
export const LETTER_KIND_LABELS: Record<TLetterKind, string> = {
  letter: 'Engagement letter',
  changeOrder: 'Change order',
};

/** Who is asked to sign a letter first: the client's approver, or the consultant. */
export const SIGNING_ORDERS = ['clientFirst', 'consultantFirst'] as const;
export type TSigningOrder = (typeof SIGNING_ORDERS)[number];
export const SIGNING_ORDER_LABELS: Record<TSigningOrder, string> = {
  clientFirst: "The client's approver signs first, then you",
  consultantFirst: "You sign first, then the client's approver",
};
/** The sender's note to the signers, put in their signing mail. */
export const LETTER_MESSAGE_MAX = 1000;

export const engagementMessages = {
  notFound: 'Engagement not found',
  clientNotFound: 'Client not found',
  title: 'Engagement title is required',
  startDate: 'Please enter a start date',
  endDate: 'Please enter a valid end date',
  endBeforeStart: 'The end date cannot be before the start date',
  timeZone: timeFieldMessages.timeZone,
  model: 'Please choose how the client pays: retainer, fixed monthly fee, or time and materials',
  hoursPerMonth: 'Hours per month must be a number above 0 with at most 2 decimals',
  hoursTooMany: `Hours per month must be at most ${MAX_HOURS_PER_MONTH}`,
  rateRequired: 'Please enter an hourly rate',
  rate: entryMessages.rate,
  rateTooHigh: entryMessages.rateTooHigh,
  monthlyFeeRequired: 'Please enter the monthly fee',
  monthlyFee: 'Monthly fee must be a number of at least 0 with at most 2 decimals',
  monthlyFeeTooHigh: 'Monthly fee must be at most £1,000,000.00',
  rollover: 'Please choose what becomes of unused hours: lost, or carried into the next month',
  capHours: 'Hours carried must be a number above 0 with at most 2 decimals',
  capTooMany: `Hours carried must be at most ${MAX_HOURS_PER_MONTH}`,
  /** Only a retainer agrees hours, so only a retainer has any to carry. */
  rolloverRetainerOnly: 'Only a retainer carries unused hours',
  lateCancellationHours: `The late-cancellation window must be a whole number of hours from 1 to ${MAX_LATE_CANCELLATION_HOURS}, or none`,
  noticeDays: `Notice must be a whole number of days from 0 to ${MAX_NOTICE_DAYS}`,
  cadence: 'Please choose a reporting cadence',
  workstreamName: 'Each workstream needs a name',
  workstreamTwice: 'Each workstream needs a name of its own',
  tooManyWorkstreams: `An engagement can have at most ${MAX_WORKSTREAMS} workstreams`,
  /** 409 of a change to an engagement whose letter is out for signature or signed. */
  termsLocked: "An engagement's terms change only by a signed letter: send a change order",
  /** 409 of deleting an engagement that is not a draft: its letters are records of both sides. */
  notDraft: 'Only a draft engagement can be deleted',
  /** 400 of sending a letter for a client with no approver to sign it. */
  noApprover:
    'The client has no approver to sign the letter: add a contact with the approver role to the client first',
  /** 409 of a letter for an engagement that is not a draft. */
  letterNotDraft: 'Only a draft engagement sends its engagement letter',
  /** 409 of a change order for an engagement that is not active. */
  changeOrderNotActive: 'Only an active engagement takes a change order',
  /** 409 while a letter of the engagement is out for signature. */
  letterOut: 'A letter of this engagement is already out for signature',
  effectiveFrom: 'Please enter the date the change takes effect',
  effectiveBeforeStart: 'A change order cannot take effect before the engagement starts',
  endBeforeEffective: 'The end date cannot be before the change takes effect',
  signingOrder: 'Please choose who signs first',
  letterSent: 'Letter sent for signature',
  changeOrderSent: 'Change order sent for signature',
  letterFailed: 'Error sending the letter',
  /** A body that is not the form's fields at all. */
  invalid: "Please fill in the engagement's details",
  created: 'Engagement created',
  saved: 'Engagement saved',
  deleted: 'Engagement deleted',
  loadFailed: 'Error loading engagements',
  saveFailed: 'Error saving engagement',
  deleteFailed: 'Error deleting engagement',
  deleteConfirm: 'Delete this draft engagement? This cannot be undone.',
  empty: 'No engagements yet. Create one for a client.',
  /** 409 of linking a page that bills another client (or none): its time would bill them. */
  pageOfOtherClient:
    "This booking page bills another client. Link it to this engagement's client first.",
  tooManyBookingPages: `An engagement can have at most ${MAX_ENGAGEMENT_PAGES} booking pages`,
  /** 409 of linking a page to an engagement that has ended. */
  engagementEnded: 'An engagement that has ended takes no more booking pages',
  pageLinked: 'Booking page linked',
  pageUnlinked: 'Booking page unlinked',
  linkFailed: 'Error linking the booking page',
  unlinkFailed: 'Error unlinking the booking page',
  noBookingPages:
    "No booking pages yet. Link one of this client's pages: its meetings and time count against the engagement.",
} as const;

/** Text or a number as a form's input gives it, read through `penceOfPounds` and never as a float. */
const ZNumberText = (message: string) => z.union([z.string(), z.number()], message);

/**
 * An amount of money as typed (pounds and pence, or the client's currency's units), required,
 * at most `maxPence`; answered as text with two decimals (`180.00`), so a form's parsed values
 * read the same when the API parses them again. Services take its pence with `penceOfPounds`.
 */
const moneyText = (
  messages: { required: string; invalid: string; tooHigh: string },
  maxPence: number,
) =>
  ZNumberText(messages.invalid).transform((v, ctx): string => {
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const pence = penceOfPounds(v);
    if (pence === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    if (pence > maxPence) {
      ctx.addIssue({ code: 'custom', message: messages.tooHigh });
      return z.NEVER;
    }
    return formatPoundsPlain(pence);
  });

const ZRate = moneyText(
  {
    required: engagementMessages.rateRequired,
    invalid: engagementMessages.rate,
    tooHigh: engagementMessages.rateTooHigh,
  },
  MAX_HOURLY_RATE_PENCE,
);
const ZMonthlyFee = moneyText(
  {
    required: engagementMessages.monthlyFeeRequired,
    invalid: engagementMessages.monthlyFee,
    tooHigh: engagementMessages.monthlyFeeTooHigh,
  },
  MAX_MONTHLY_FEE_PENCE,
);

/**
 * Hours as typed: above 0, at most `MAX_HOURS_PER_MONTH`, at most two decimals (a quarter hour is
 * 0.25); read by the money rule's digits, so 7.1 is exactly 7.1. Answered as a number.
 */
const hours = (messages: { invalid: string; tooMany: string }) =>
  ZNumberText(messages.invalid).transform((v, ctx): number => {
    const hundredths = penceOfPounds(v);
    if (hundredths === undefined || hundredths <= 0) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    if (hundredths > MAX_HOURS_PER_MONTH * 100) {
      ctx.addIssue({ code: 'custom', message: messages.tooMany });
      return z.NEVER;
    }
    return hundredths / 100;
  });

/** A whole number within bounds, typed or as text (`'24'`). */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message)], message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** How the client pays; the view answers it in the same shape. */
export const ZCommercialModel = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('retainer'),
      hoursPerMonth: hours({
        invalid: engagementMessages.hoursPerMonth,
        tooMany: engagementMessages.hoursTooMany,
      }),
      rate: ZRate,
    }),
    z.object({ kind: z.literal('fixedFee'), monthlyFee: ZMonthlyFee }),
    z.object({ kind: z.literal('timeAndMaterials'), rate: ZRate }),
  ],
  engagementMessages.model,
);
export type TCommercialModel = z.output<typeof ZCommercialModel>;

export const ZRollover = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('carry'),
      capHours: hours({
        invalid: engagementMessages.capHours,
        tooMany: engagementMessages.capTooMany,
      }),
    }),
  ],
  engagementMessages.rollover,
);
export type TRollover = z.output<typeof ZRollover>;

/** A label for work inside the engagement; a new one has no id yet, and the server gives one. */
export const ZWorkstreamInput = z.object(
  {
    id: z.uuid(engagementMessages.workstreamName).optional(),
    name: requiredText(engagementMessages.workstreamName, 'Workstream name', WORKSTREAM_NAME_MAX),
  },
  engagementMessages.workstreamName,
);

const ZCalendarDay = (message: string) => z.string(message).trim().refine(isCalendarDate, message);

/** Null, blank or absent: open-ended, until either side gives notice. */
const ZEndDate = z
  .union([z.literal(''), ZCalendarDay(engagementMessages.endDate)], engagementMessages.endDate)
  .nullable()
  .optional()
  .transform((v) => v || null);

/** The terms' fields, as the form edits them and the view answers them. */
const termsShape = {
  model: ZCommercialModel,
  rollover: ZRollover.optional().default({ kind: 'none' }),
  /** Null or absent: cancelling is free at any time. */
  lateCancellationHours: wholeNumber(
    engagementMessages.lateCancellationHours,
    1,
    MAX_LATE_CANCELLATION_HOURS,
  )
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  noticeDays: wholeNumber(engagementMessages.noticeDays, 0, MAX_NOTICE_DAYS)
    .optional()
    .default(DEFAULT_NOTICE_DAYS),
};

/**
 * `POST /api/engagements` and `PUT /api/engagements/{id}`: the engagement form, saved as a whole
 * while the engagement is a draft. The client must be one of the consultant's own.
 */
export const ZSaveEngagement = z
  .object(
    {
      clientId: z.uuid(engagementMessages.clientNotFound),
      title: requiredText(engagementMessages.title, 'Engagement title', ENGAGEMENT_TITLE_MAX),
      startDate: ZCalendarDay(engagementMessages.startDate),
      endDate: ZEndDate,
      /** The zone whose calendar months the budget counts. */
      timeZone: z
        .string(engagementMessages.timeZone)
        .trim()
        .refine(isTimeZone, engagementMessages.timeZone)
        .optional()
        .default(DEFAULT_ENGAGEMENT_TIME_ZONE),
      ...termsShape,
      cadence: z.enum(CADENCES, engagementMessages.cadence).optional().default('none'),
      workstreams: z
        .array(ZWorkstreamInput, engagementMessages.workstreamName)
        .max(MAX_WORKSTREAMS, engagementMessages.tooManyWorkstreams)
        .optional()
        .default([])
        .refine(
          (ws) => new Set(ws.map((w) => w.name.toLocaleLowerCase('en'))).size === ws.length,
          engagementMessages.workstreamTwice,
        ),
      clauses: optionalText('Clauses', CLAUSES_MAX),
    },
    engagementMessages.invalid,
  )
  .refine((e) => e.endDate === null || e.endDate >= e.startDate, {
    message: engagementMessages.endBeforeStart,
    path: ['endDate'],
  })
  .refine((e) => e.rollover.kind === 'none' || e.model.kind === 'retainer', {
    message: engagementMessages.rolloverRetainerOnly,
    path: ['rollover'],
  });
export type TSaveEngagement = z.input<typeof ZSaveEngagement>;
export type TSaveEngagementParsed = z.output<typeof ZSaveEngagement>;

/** The terms as the form shows them: money as text with two decimals, hours as numbers. */
export const ZEngagementTermsView = z.object({
  model: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('retainer'), hoursPerMonth: z.number(), rate: z.string() }),
    z.object({ kind: z.literal('fixedFee'), monthlyFee: z.string() }),
    z.object({ kind: z.literal('timeAndMaterials'), rate: z.string() }),
  ]),
  rollover: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('carry'), capHours: z.number() }),
  ]),
  lateCancellationHours: z.number().int().nullable(),
  noticeDays: z.number().int(),
});
export type TEngagementTermsView = z.infer<typeof ZEngagementTermsView>;

/** A letter of the engagement as its screen lists it. */
export const ZEngagementLetter = z.object({
  id: z.string(),
  kind: z.enum(LETTER_KINDS),
  /** `YYYY-MM-DD` on the engagement's calendar: the day its terms take effect. */
  effectiveFrom: z.string(),
  status: z.enum(LETTER_STATUSES),
  /** SHA-256 of the sealed letter once signed; null before. */
  sha256: z.string().nullable(),
  /** The letter's document in the consultant's library (`/documents/{id}`). */
  documentId: z.string(),
  /** When every signer had signed; null before. */
  signedAt: z.iso.datetime().nullable(),
  /** The terms the letter puts, as the form shows them. */
  terms: ZEngagementTermsView,
  /** The end date the letter puts (null: open-ended). */
  endDate: z.string().nullable(),
});
export type TEngagementLetter = z.infer<typeof ZEngagementLetter>;

/** `GET /api/engagements/{id}` and the answer of every write: the engagement as saved. */
export const ZEngagement = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  /** The client's name as it is now ('' if the client is gone). */
  clientName: z.string(),
  title: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  timeZone: z.string(),
  /** The client's currency when the terms were last saved: every amount of the terms is in it. */
  currency: z.enum(CURRENCIES),
  /** A draft's proposed terms; once signed, the terms in effect today. */
  terms: ZEngagementTermsView,
  cadence: z.enum(CADENCES),
  workstreams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  clauses: z.string(),
  letters: z.array(ZEngagementLetter),
  /** The booking pages linked to it: their meetings and time entries count against it. */
  bookingPages: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TEngagement = z.infer<typeof ZEngagement>;

/** A row of the list: the engagement without its clauses, workstreams or letters. */
export const ZEngagementSummary = ZEngagement.pick({
  id: true,
  clientId: true,
  clientName: true,
  title: true,
  status: true,
  startDate: true,
  endDate: true,
  currency: true,
  terms: true,
  createdAt: true,
});
export type TEngagementSummary = z.infer<typeof ZEngagementSummary>;

/** `GET /api/engagements`: the consultant's engagements (or one client's), newest first. */
export const ZEngagementList = ZPageOf('engagements', ZEngagementSummary);
export type TEngagementList = z.infer<typeof ZEngagementList>;

export const ZEngagementListQuery = ZPageQuery(PAGE_SIZES.engagements).extend({
  /** Only this client's engagements. */
  clientId: z.uuid(engagementMessages.clientNotFound).optional(),
});
export type TEngagementListQuery = z.output<typeof ZEngagementListQuery>;

export const ZEngagementParams = z.object({ id: z.uuid(engagementMessages.notFound) });
export const ZEngagementPageParams = ZEngagementParams.extend({
  bookingPageId: z.uuid(bookingPageMessages.notFound),
});

const ZSigningOrder = z
  .enum(SIGNING_ORDERS, engagementMessages.signingOrder)
  .optional()
  .default('clientFirst');
const ZLetterMessage = optionalText('Message', LETTER_MESSAGE_MAX);

/**
 * `POST /api/engagements/{id}/letter`: a draft's engagement letter, drawn from its proposed terms
 * and sent for signature to the client's approver and the consultant, in the order chosen.
 */
export const ZSendLetter = z.object(
  { signingOrder: ZSigningOrder, message: ZLetterMessage },
  engagementMessages.invalid,
);
export type TSendLetter = z.input<typeof ZSendLetter>;
export type TSendLetterParsed = z.output<typeof ZSendLetter>;

/**
 * `POST /api/engagements/{id}/change-orders`: a change order amending an active engagement's
 * terms (model, hours and rate, rollover, late cancellation, notice) and its end, in effect from
 * `effectiveFrom` once signed; sent like the letter.
 */
export const ZChangeOrder = z
  .object(
    {
      ...termsShape,
      endDate: ZEndDate,
      effectiveFrom: ZCalendarDay(engagementMessages.effectiveFrom),
      signingOrder: ZSigningOrder,
      message: ZLetterMessage,
    },
    engagementMessages.invalid,
  )
  .refine((e) => e.endDate === null || e.endDate >= e.effectiveFrom, {
    message: engagementMessages.endBeforeEffective,
    path: ['endDate'],
  })
  .refine((e) => e.rollover.kind === 'none' || e.model.kind === 'retainer', {
    message: engagementMessages.rolloverRetainerOnly,
    path: ['rollover'],
  });
export type TChangeOrder = z.input<typeof ZChangeOrder>;
export type TChangeOrderParsed = z.output<typeof ZChangeOrder>;
