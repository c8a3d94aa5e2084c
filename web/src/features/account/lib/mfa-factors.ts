/** An MFA factor as the spec (§3) shows it. Cognito allows one TOTP device per user. */
export interface MfaFactor {
  id: string;
  friendlyName: string;
  type: 'totp';
  /** ISO date it was added, when known (see enrolled-at.ts). */
  createdAt: string | null;
}

export const DEFAULT_FACTOR_NAME = 'Authenticator App';
export const TOTP_FACTOR_ID = 'totp';

/** The factor list from Cognito's MFA preference: TOTP enabled means one authenticator app. */
export function factorsFromPreference(
  preference: { enabled?: readonly string[] },
  createdAt: string | null,
): MfaFactor[] {
  if (!preference.enabled?.includes('TOTP')) return [];
  return [{ id: TOTP_FACTOR_ID, friendlyName: DEFAULT_FACTOR_NAME, type: 'totp', createdAt }];
}

/** "Added 22 Nov 2025" style text, or null when the date is unknown. */
export function formatAddedDate(iso: string | null, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
