import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  taxBasisPointsOf,
  type TBillingSettingsParsed,
  type TBillingSettingsView,
} from '@contracts/timesheets/billing';
import { ratePenceOf } from '@contracts/timesheets/entry';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  formatPoundsPlain,
  type Currency,
} from '@domain/timesheets/money';
import type { BookingPageItem, StoredBilling } from '../booking-pages/booking-page-item';

/**
 * How a booking page's billing settings are stored: the `billing` attribute of the page's own
 * item (`booking-pages/booking-page-item.ts`), so they go with the page and need no read of their
 * own. Its client part is a copy of the page's client (`clients/client-item.ts`, `clientBillingOf`),
 * written with every change of the client; its own part is the default rate and meeting billing.
 */

/** A page's billing settings as services use them; `ratePence` null: no default rate. */
export interface Billing extends Omit<StoredBilling, 'ratePence' | 'meetingsBillable'> {
  ratePence: number | null;
  /** Meetings on the page are billed at `ratePence` (when it has one). */
  meetingsBillable: boolean;
}

const isCurrency = (value: unknown): value is Currency =>
  (CURRENCIES as readonly unknown[]).includes(value);

const wholeAtLeastZero = (value: unknown, otherwise: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : otherwise;

/**
 * The page's settings, the defaults standing in for a page that never saved any (or an attribute
 * it lacks): pounds, no rate, no tax, 30 days to pay, no client details. Invoices, approval mails
 * and timesheets all read a page's settings through this.
 */
export function billingOf(bookingPage: Pick<BookingPageItem, 'billing'>): Billing {
  const b: Partial<StoredBilling> = bookingPage.billing ?? {};
  return {
    ratePence: typeof b.ratePence === 'number' ? wholeAtLeastZero(b.ratePence, 0) : null,
    currency: isCurrency(b.currency) ? b.currency : DEFAULT_CURRENCY,
    taxBasisPoints: wholeAtLeastZero(b.taxBasisPoints, 0),
    paymentTermsDays: wholeAtLeastZero(b.paymentTermsDays, DEFAULT_PAYMENT_TERMS_DAYS),
    clientName: typeof b.clientName === 'string' ? b.clientName : '',
    clientEmail: typeof b.clientEmail === 'string' ? b.clientEmail : '',
    clientAddress: typeof b.clientAddress === 'string' ? b.clientAddress : '',
    // On by default: a booked meeting is work for the page's client.
    meetingsBillable: b.meetingsBillable !== false,
  };
}

/** The stored attribute of the form's parsed settings. */
export function toStoredBilling(settings: TBillingSettingsParsed): StoredBilling {
  const ratePence = ratePenceOf(settings.hourlyRate);
  return {
    ...(ratePence === null ? {} : { ratePence }),
    currency: settings.currency,
    taxBasisPoints: taxBasisPointsOf(settings.taxRate),
    paymentTermsDays: settings.paymentTermsDays,
    clientName: settings.clientName,
    clientEmail: settings.clientEmail,
    clientAddress: settings.clientAddress,
    meetingsBillable: settings.meetingsBillable,
  };
}

/**
 * The settings as the form shows them, with whether the currency was confirmed, whether it may
 * still change, and the client whose details they are (null while the page has none).
 */
export const billingViewOf = (
  billing: Billing,
  currency: { locked: boolean; confirmed: boolean },
  clientId: string | null,
): TBillingSettingsView => ({
  clientName: billing.clientName,
  clientEmail: billing.clientEmail,
  clientAddress: billing.clientAddress,
  hourlyRate: billing.ratePence === null ? null : formatPoundsPlain(billing.ratePence),
  currency: billing.currency,
  taxRate: formatPoundsPlain(billing.taxBasisPoints),
  paymentTermsDays: billing.paymentTermsDays,
  meetingsBillable: billing.meetingsBillable,
  currencyConfirmed: currency.confirmed,
  currencyLocked: currency.locked,
  clientId,
});
