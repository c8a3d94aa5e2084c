import {
  CADENCE_LABELS,
  COMMERCIAL_MODEL_LABELS,
  type TEngagementStatus,
  type TEngagementTermsView,
} from '@contracts/engagements/engagement';
import { ENGAGEMENT_STATUS_LABELS } from '@domain/engagements/status';
import { formatHumanDate } from '@domain/time/human-dates';
import { formatMoney, penceOfPounds, type Currency } from '@domain/timesheets/money';

/** The engagements area's screens and the words they share. */
export const ENGAGEMENTS_PATH = '/engagements';
export const engagementPath = (id: string) => `/engagements/${encodeURIComponent(id)}`;
/** The form of a new engagement with `clientId`, who is its client from the start. */
export const newEngagementPath = (clientId: string) =>
  `/engagements/new?client=${encodeURIComponent(clientId)}`;

export const listTexts = {
  title: 'Engagements',
  lead: 'The work you agree with your clients: drafts you are shaping, letters awaiting signature, and the engagements in effect.',
  loading: 'Loading engagements...',
  loadMore: 'Load more',
  new: 'New engagement',
  /** On a client's screen, where the way to a first one is "New engagement" beside it. */
  clientEmpty: 'No engagements with this client yet. Draft one to agree the work and its terms.',
} as const;

export const statusLabel = (status: TEngagementStatus) => ENGAGEMENT_STATUS_LABELS[status];

/** An amount of the terms (text with two decimals, as the API answers it) in the currency. */
export function moneyOf(amount: string, currency: Currency): string {
  const pence = penceOfPounds(amount);
  return pence === undefined ? amount : formatMoney(pence, currency);
}

/** Hours as a person writes them: `8`, `7.5`, `0.25`. */
const hoursOf = (hours: number) => String(hours);

/**
 * How the client pays, in one line: "8 h a month at £180.00", "£1,500.00 a month, fixed",
 * "£180.00 an hour, time and materials".
 */
export function modelSummary({ model }: TEngagementTermsView, currency: Currency): string {
  switch (model.kind) {
    case 'retainer':
      return `${hoursOf(model.hoursPerMonth)} h a month at ${moneyOf(model.rate, currency)}`;
    case 'fixedFee':
      return `${moneyOf(model.monthlyFee, currency)} a month, fixed`;
    case 'timeAndMaterials':
      return `${moneyOf(model.rate, currency)} an hour, time and materials`;
  }
}

/** The terms as the read-only view lists them, each a label and its value. */
export function termsRows(
  terms: TEngagementTermsView,
  currency: Currency,
): { label: string; value: string }[] {
  const { model, rollover, lateCancellationHours, noticeDays } = terms;
  const rows = [{ label: 'Model', value: COMMERCIAL_MODEL_LABELS[model.kind] }];
  if (model.kind === 'retainer') {
    rows.push(
      { label: 'Hours a month', value: `${hoursOf(model.hoursPerMonth)} h` },
      { label: 'Hourly rate', value: moneyOf(model.rate, currency) },
      {
        label: 'Unused hours',
        value:
          rollover.kind === 'carry'
            ? `Carried into the next month, up to ${hoursOf(rollover.capHours)} h`
            : 'Lost at the end of the month',
      },
    );
  } else if (model.kind === 'fixedFee') {
    rows.push({ label: 'Monthly fee', value: moneyOf(model.monthlyFee, currency) });
  } else {
    rows.push({ label: 'Hourly rate', value: moneyOf(model.rate, currency) });
  }
  rows.push(
    {
      label: 'Late cancellation',
      value:
        lateCancellationHours === null
          ? 'Cancelling is free at any time'
          : `Billed when cancelled within ${lateCancellationHours} h of the start`,
    },
    { label: 'Notice', value: `${noticeDays} ${noticeDays === 1 ? 'day' : 'days'}` },
  );
  return rows;
}

export const cadenceLabel = CADENCE_LABELS;

/** A calendar day as people read it: `4 March 2030`. */
export const formatDay = (date: string) => formatHumanDate(date);

/** "From 1 April 2030", or "1 April – 31 March 2031" once it has an end. */
export const periodLine = (startDate: string, endDate: string | null) =>
  endDate ? `${formatDay(startDate)} – ${formatDay(endDate)}` : `From ${formatDay(startDate)}`;

/** The first characters of a SHA-256, enough to tell two letters apart at a glance. */
export const shortHash = (sha256: string) => `${sha256.slice(0, 12)}…`;

/** A letter's document, where it is signed, voided or downloaded. */
export const letterDocumentPath = (documentId: string) =>
  `/documents/${encodeURIComponent(documentId)}`;

/** A booking page's timesheet, where the time that counts against the engagement is logged. */
export const timesheetPath = (bookingPageId: string) =>
  `/timesheets?calendar=${encodeURIComponent(bookingPageId)}`;
