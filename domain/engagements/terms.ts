/**
 * An engagement's commercial terms: what its signed letter agrees, and all that the budget,
 * invoices and late-cancellation rules read. Terms change only by a signed letter (the first one,
 * or a change order), each in effect from its own date (`terms-history.ts`).
 */

/** How the client pays: hours a month at a rate, a fixed monthly fee, or the time worked. */
export type CommercialModel =
  | { kind: 'retainer'; hoursPerMonth: number; ratePence: number }
  | { kind: 'fixedFee'; monthlyFeePence: number }
  | { kind: 'timeAndMaterials'; ratePence: number };

/** What becomes of a retainer month's unused hours: lost, or carried into the next month only. */
export type Rollover = { kind: 'none' } | { kind: 'carry'; capHours: number };

export interface EngagementTerms {
  model: CommercialModel;
  rollover: Rollover;
  /**
   * A session the client cancels within this many hours of its start is billed as worked, for
   * its length; null: cancelling is free at any time.
   */
  lateCancellationHours: number | null;
  /** Days of notice either side gives to end the engagement. */
  noticeDays: number;
}

/** Minutes a month the terms agree (a retainer's hours); null: the model sets no hours. */
export function monthlyMinutes(model: CommercialModel): number | null {
  return model.kind === 'retainer' ? Math.round(model.hoursPerMonth * 60) : null;
}

/** Minutes a retainer month may carry into the next; 0 when the terms carry nothing. */
export function carryCapMinutes(rollover: Rollover): number {
  return rollover.kind === 'carry' ? Math.round(rollover.capHours * 60) : 0;
}
