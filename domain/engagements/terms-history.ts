import type { EngagementTerms } from './terms';

/**
 * A signed letter's terms and the day they take effect (`YYYY-MM-DD`, on the engagement's
 * calendar): the engagement letter from the engagement's start, each change order from its own
 * date. The letters of an engagement are its whole history of terms.
 */
export interface SignedTerms {
  effectiveFrom: string;
  terms: EngagementTerms;
  /** SHA-256 of the sealed letter that agreed them, cited by every invoice they bill. */
  letterHash: string;
}

/**
 * The terms in effect on `date`: the letter with the latest `effectiveFrom` on or before it (of
 * two with the same date, the one signed later, i.e. later in `letters`). Undefined before the
 * first letter's date: no terms, nothing to bill.
 */
export function termsOn(letters: readonly SignedTerms[], date: string): SignedTerms | undefined {
  let found: SignedTerms | undefined;
  for (const letter of letters) {
    if (letter.effectiveFrom <= date && (!found || letter.effectiveFrom >= found.effectiveFrom)) {
      found = letter;
    }
  }
  return found;
}
