import type {
  TEngagement,
  TEngagementSummary,
  TEngagementTermsView,
  TLetterKind,
  TLetterStatus,
  TSaveEngagementParsed,
} from '@contracts/engagements/engagement';
import type { EngagementStatus } from '@domain/engagements/status';
import type { EngagementTerms } from '@domain/engagements/terms';
import { termsOn, type SignedTerms } from '@domain/engagements/terms-history';
import { localDateOf } from '@domain/time/zoned';
import { formatPoundsPlain, penceOfPounds, type Currency } from '@domain/timesheets/money';
import { engagementKeys } from '../../keys/engagement';
import type { TableItem, TableKey } from '../../ports/table';
import type { LetterSigner } from './letter-content';

/**
 * How an engagement is stored (keys: `lambdas/keys/engagement.ts`): one item under its owner,
 * holding its terms in the domain's shape (minor units, `EngagementTerms`), so the budget, the
 * invoices and the late-cancellation rule read them as they are.
 *
 * A draft holds only `proposedTerms`, the consultant's to change. Each letter sent for
 * signature (the engagement letter, then change orders) is an entry of `letters` with the terms
 * it puts to the client and the day they take effect; once signed it carries its sealed PDF's
 * hash, and the signed entries are the engagement's history of terms (`signedTermsOf`). A draft
 * is stored with no letters, so the later steps add entries without touching a stored draft.
 */
export const engagementKey = (sub: string, id: string): TableKey => engagementKeys.key({ sub, id });

/**
 * A letter of the engagement, with the terms it puts to the client: the snapshot its PDF was
 * drawn from, so the engagement takes exactly these once it is signed, whatever else changed.
 */
export interface StoredLetter {
  id: string;
  kind: TLetterKind;
  /** `YYYY-MM-DD` on the engagement's calendar: the engagement's start, or the change's date. */
  effectiveFrom: string;
  status: TLetterStatus;
  terms: EngagementTerms;
  /** The end date the letter puts; null: open-ended. */
  endDate: string | null;
  /**
   * The letter's document in the owner's library, which carries `engagementLetter` back: the
   * letter's own id, so drawing it again after a failure finds the document it began.
   */
  documentId: string;
  /** When it was asked for: the letter's date. */
  sentAt: string;
  /** What the letter is drawn from, as it was when asked for (absent on letters sent at once). */
  signers?: LetterSigner[];
  clientName?: string;
  clientAddress?: string;
  message?: string;
  /** A change order's number (1, 2, …), in its title. */
  number?: number;
  /** SHA-256 of the sealed letter, and when it was sealed, once signed. */
  sha256?: string;
  signedAt?: string;
  /** When it was voided or declined. */
  withdrawnAt?: string;
}

export interface Workstream {
  id: string;
  name: string;
}

export interface EngagementItem extends TableItem {
  id: string;
  userId: string;
  clientId: string;
  title: string;
  status: EngagementStatus;
  startDate: string;
  endDate: string | null;
  timeZone: string;
  /** The client's currency when the terms were last saved: the unit of every amount in them. */
  currency: Currency;
  /** The terms the consultant proposes: a draft's own, and what its next letter will put. */
  proposedTerms: EngagementTerms;
  cadence: TEngagement['cadence'];
  workstreams: Workstream[];
  clauses: string;
  /** Absent on a draft stored before letters existed; read with `lettersOf`. */
  letters?: StoredLetter[];
  createdAt: string;
  updatedAt: string;
}

/** The pence of a parsed money text (`'180.00'`); the contract has already checked it. */
function penceOf(text: string): number {
  const pence = penceOfPounds(text);
  if (pence === undefined) throw new RangeError(`Not an amount: ${text}`);
  return pence;
}

/** The form's terms in the domain's shape: money in minor units. */
export function termsOfForm(
  form: Pick<TSaveEngagementParsed, 'model' | 'rollover' | 'lateCancellationHours' | 'noticeDays'>,
): EngagementTerms {
  const { model } = form;
  return {
    model:
      model.kind === 'retainer'
        ? { kind: 'retainer', hoursPerMonth: model.hoursPerMonth, ratePence: penceOf(model.rate) }
        : model.kind === 'fixedFee'
          ? { kind: 'fixedFee', monthlyFeePence: penceOf(model.monthlyFee) }
          : { kind: 'timeAndMaterials', ratePence: penceOf(model.rate) },
    rollover:
      form.rollover.kind === 'carry'
        ? { kind: 'carry', capHours: form.rollover.capHours }
        : { kind: 'none' },
    lateCancellationHours: form.lateCancellationHours,
    noticeDays: form.noticeDays,
  };
}

/** Stored terms as the form shows them: money as text with two decimals. */
export function termsView(terms: EngagementTerms): TEngagementTermsView {
  const { model } = terms;
  return {
    model:
      model.kind === 'retainer'
        ? {
            kind: 'retainer',
            hoursPerMonth: model.hoursPerMonth,
            rate: formatPoundsPlain(model.ratePence),
          }
        : model.kind === 'fixedFee'
          ? { kind: 'fixedFee', monthlyFee: formatPoundsPlain(model.monthlyFeePence) }
          : { kind: 'timeAndMaterials', rate: formatPoundsPlain(model.ratePence) },
    rollover:
      terms.rollover.kind === 'carry'
        ? { kind: 'carry', capHours: terms.rollover.capHours }
        : { kind: 'none' },
    lateCancellationHours: terms.lateCancellationHours,
    noticeDays: terms.noticeDays,
  };
}

/**
 * The workstreams as saved: one the form names by an id the engagement already has keeps it (so
 * time logged against it stays with it through a rename); any other, a new id.
 */
export function workstreamsOf(
  form: TSaveEngagementParsed['workstreams'],
  existing: readonly Workstream[],
  newId: () => string,
): Workstream[] {
  const known = new Set(existing.map((w) => w.id));
  const used = new Set<string>();
  return form.map(({ id, name }) => {
    const kept = id !== undefined && known.has(id) && !used.has(id) ? id : newId();
    used.add(kept);
    return { id: kept, name };
  });
}

export const lettersOf = (item: Pick<EngagementItem, 'letters'>): StoredLetter[] =>
  item.letters ?? [];

/** The signed letters, in the order they were signed: the history of terms the budget reads. */
export const signedTermsOf = (item: Pick<EngagementItem, 'letters'>): SignedTerms[] =>
  lettersOf(item).flatMap((letter) =>
    letter.status === 'signed' && letter.sha256
      ? [{ effectiveFrom: letter.effectiveFrom, terms: letter.terms, letterHash: letter.sha256 }]
      : [],
  );

/**
 * The terms the engagement shows on `today` (`YYYY-MM-DD` on its calendar): once a letter is
 * signed, the signed terms in effect that day (the first letter's before its date); before, the
 * proposed ones.
 */
export function termsShown(item: EngagementItem, today: string): EngagementTerms {
  const signed = signedTermsOf(item);
  return (termsOn(signed, today) ?? signed[0])?.terms ?? item.proposedTerms;
}

/** What a save writes of the form, beside the engagement's identity and history. */
export function toEngagementItem(
  form: TSaveEngagementParsed,
  engagement: Pick<
    EngagementItem,
    'id' | 'userId' | 'status' | 'currency' | 'workstreams' | 'createdAt' | 'updatedAt'
  > &
    Partial<Pick<EngagementItem, 'letters'>>,
): EngagementItem {
  const { id, userId, createdAt } = engagement;
  return {
    ...engagementKey(userId, id),
    ...engagementKeys.indexAttributes('GSI1', { clientId: form.clientId, createdAt, id }),
    ...engagementKeys.indexAttributes('GSI2', { sub: userId, createdAt, id }),
    id,
    userId,
    clientId: form.clientId,
    title: form.title,
    status: engagement.status,
    startDate: form.startDate,
    endDate: form.endDate,
    timeZone: form.timeZone,
    currency: engagement.currency,
    proposedTerms: termsOfForm(form),
    cadence: form.cadence,
    workstreams: engagement.workstreams,
    clauses: form.clauses,
    letters: engagement.letters ?? [],
    createdAt,
    updatedAt: engagement.updatedAt,
  };
}

/** `YYYY-MM-DD` of `now` on the engagement's calendar. */
export const todayOf = (item: Pick<EngagementItem, 'timeZone'>, now: Date): string =>
  localDateOf(now, item.timeZone);

/** A row of the list. */
export const engagementSummaryOf = (
  item: EngagementItem,
  clientName: string,
  now: Date,
): TEngagementSummary => ({
  id: item.id,
  clientId: item.clientId,
  clientName,
  title: item.title,
  status: item.status,
  startDate: item.startDate,
  endDate: item.endDate,
  currency: item.currency,
  terms: termsView(termsShown(item, todayOf(item, now))),
  createdAt: item.createdAt,
});

/** The engagement as the API answers it. */
export const engagementViewOf = (
  item: EngagementItem,
  clientName: string,
  now: Date,
  bookingPages: readonly { id: string; name: string }[],
): TEngagement => ({
  ...engagementSummaryOf(item, clientName, now),
  timeZone: item.timeZone,
  cadence: item.cadence,
  workstreams: item.workstreams,
  clauses: item.clauses,
  letters: lettersOf(item).map((letter) => ({
    id: letter.id,
    kind: letter.kind,
    effectiveFrom: letter.effectiveFrom,
    status: letter.status,
    sha256: letter.sha256 ?? null,
    documentId: letter.documentId,
    signedAt: letter.signedAt ?? null,
    terms: termsView(letter.terms),
    endDate: letter.endDate,
  })),
  bookingPages: bookingPages.map(({ id, name }) => ({ id, name })),
  updatedAt: item.updatedAt,
});
