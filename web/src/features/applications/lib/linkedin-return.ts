/**
 * LinkedIn quick fill on the professional form (spec §7 linkedin_oidc): before the browser leaves
 * for LinkedIn the form notes that the sign-in is its own, so the return from /auth/callback goes
 * back to the form, which then fills itself from the profile.
 */

/** The browser storage the note is kept in (the tab's session storage). */
export type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const LINKEDIN_RETURN_KEY = 'vciso.linkedin-quick-fill';

/** A note older than this is from an abandoned attempt and no longer steers a sign-in. */
export const LINKEDIN_RETURN_TTL_MS = 15 * 60 * 1000;

export const APPLY_CISO_PATH = '/apply-ciso';

/** The router state that asks the professional form to fill itself from the profile. */
export const LINKEDIN_PREFILL_STATE = { linkedInPrefill: true } as const;

export const wantsLinkedInPrefill = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { linkedInPrefill?: unknown }).linkedInPrefill === true;

export function rememberLinkedInReturn(storage: NoteStorage, now: number): void {
  storage.setItem(LINKEDIN_RETURN_KEY, String(now));
}

/** Whether a fresh note is waiting: the sign-in now completing was started by the form. */
export function linkedInReturnPending(storage: NoteStorage, now: number): boolean {
  const raw = storage.getItem(LINKEDIN_RETURN_KEY);
  if (raw === null || !/^\d+$/.test(raw)) return false;
  const age = now - Number(raw);
  return age >= 0 && age <= LINKEDIN_RETURN_TTL_MS;
}

export function forgetLinkedInReturn(storage: NoteStorage): void {
  storage.removeItem(LINKEDIN_RETURN_KEY);
}
