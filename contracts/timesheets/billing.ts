import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  formatPoundsPlain,
  penceOfPounds,
} from '@domain/timesheets/money';
import * as z from 'zod';
import { optionalText } from '../text-fields';
import { entryMessages, ZHourlyRate } from './entry';

/**
 * A booking page's billing settings: who the client is, the default hourly rate of new entries,
 * the currency every amount of the page is in, and the tax rate and payment terms its invoices
 * use. A page that never saved any has no rate, no tax and 30 days to pay, and the currency its
 * zone suggests until its owner confirms one (`domain/timesheets/zone-currency.ts`).
 */

export const MAX_TAX_BASIS_POINTS = 100_00;
export const MAX_PAYMENT_TERMS_DAYS = 365;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const CLIENT_NAME_MAX = 200;
export const CLIENT_EMAIL_MAX = 254;
export const CLIENT_ADDRESS_MAX = 500;

export const billingMessages = {
  saved: 'Billing settings saved',
  meetingsBillable: 'Bill meetings must be on or off',
  loadFailed: 'Error loading billing settings',
  saveFailed: 'Error saving billing settings',
  /** 409: amounts already logged are in the page's currency, so it stays. */
  currencyLocked: 'The currency cannot be changed once time has been logged on this booking page',
  clientEmail: 'Please enter a valid email address for the client',
  /** 400: the client approves the consultant's time, so it cannot be the consultant's address. */
  clientEmailIsYours:
    "The client's email address cannot be your own: enter the address of the person who approves your timesheets",
  currency: entryMessages.currency,
  taxRate: 'Tax rate must be a percentage from 0 to 100 with at most 2 decimals',
  paymentTerms: 'Payment terms must be a whole number of days from 0 to 365',
  /** A body that is not the form's fields at all. */
  invalid: 'Please fill in the billing settings',
} as const;

const WHOLE_DAYS = /^\d+$/;

/**
 * The tax rate in percent, as typed (`20`, `17.5`, a number or its text; blank is none): read by
 * the same digit rule as money, never multiplied as a float, and answered with two decimals
 * (`20.00`).
 */
export const ZTaxRate = z
  .union([z.string(), z.number()], billingMessages.taxRate)
  .optional()
  .default('0')
  .transform((v, ctx): string => {
    const basisPoints = typeof v === 'string' && v.trim() === '' ? 0 : penceOfPounds(v);
    if (basisPoints === undefined || basisPoints > MAX_TAX_BASIS_POINTS) {
      ctx.addIssue({ code: 'custom', message: billingMessages.taxRate });
      return z.NEVER;
    }
    return formatPoundsPlain(basisPoints);
  });

/** The tax rate of parsed settings in hundredths of a percent: `'17.50'` is 1750. */
export function taxBasisPointsOf(taxRate: string): number {
  const basisPoints = penceOfPounds(taxRate);
  if (basisPoints === undefined || basisPoints > MAX_TAX_BASIS_POINTS)
    throw new RangeError(`Not a tax rate: ${taxRate}`);
  return basisPoints;
}

/** Days to pay an invoice, a whole number (or its text, as a form's input gives it). */
export const ZPaymentTerms = z
  .union([z.number(), z.string()], billingMessages.paymentTerms)
  .optional()
  .default(DEFAULT_PAYMENT_TERMS_DAYS)
  .transform((v, ctx): number => {
    const text = String(v).trim();
    const days = WHOLE_DAYS.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(days) || days > MAX_PAYMENT_TERMS_DAYS) {
      ctx.addIssue({ code: 'custom', message: billingMessages.paymentTerms });
      return z.NEVER;
    }
    return days;
  });

/** The client's address for approval mails: '' for none, else a valid e-mail address. */
const ZClientEmail = z
  .string(billingMessages.clientEmail)
  .trim()
  .max(CLIENT_EMAIL_MAX, billingMessages.clientEmail)
  .optional()
  .default('')
  .refine((v) => v === '' || z.email().safeParse(v).success, billingMessages.clientEmail);

/** `PUT /api/booking-pages/{id}/billing`: the Billing settings form. */
export const ZBillingSettings = z.object(
  {
    clientName: optionalText('Client name', CLIENT_NAME_MAX),
    clientEmail: ZClientEmail,
    /** Several lines, printed on invoices as typed. */
    clientAddress: optionalText('Client address', CLIENT_ADDRESS_MAX),
    /** The rate new entries start with, in the page's currency; null: none. */
    hourlyRate: ZHourlyRate,
    currency: z.enum(CURRENCIES, billingMessages.currency).default(DEFAULT_CURRENCY),
    taxRate: ZTaxRate,
    paymentTermsDays: ZPaymentTerms,
    /** Meetings on the page are billed at its default rate (on unless turned off). */
    meetingsBillable: z.boolean(billingMessages.meetingsBillable).optional().default(true),
  },
  billingMessages.invalid,
);
export type TBillingSettings = z.input<typeof ZBillingSettings>;
export type TBillingSettingsParsed = z.output<typeof ZBillingSettings>;

/**
 * `GET` and `PUT /api/booking-pages/{id}/billing`: the settings as parsed, whether the currency was
 * confirmed, and whether it can still change (`currencyLocked`: time has been logged on the page).
 */
export const ZBillingSettingsView = z.object({
  clientName: z.string(),
  clientEmail: z.string(),
  clientAddress: z.string(),
  hourlyRate: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  taxRate: z.string(),
  paymentTermsDays: z.number().int(),
  meetingsBillable: z.boolean(),
  /**
   * False until the owner confirmed the currency (saved these settings, or logged time with it
   * shown): `currency` is then the one the page's zone suggests (`currencyOfZone`).
   */
  currencyConfirmed: z.boolean(),
  currencyLocked: z.boolean(),
  /**
   * The client the page bills, whose details the client fields above are: saving them changes the
   * client, and so every booking page that bills it. Null until the first save makes one.
   */
  clientId: z.uuid().nullable(),
});
export type TBillingSettingsView = z.infer<typeof ZBillingSettingsView>;
