import {
  LINKEDIN_CALLBACK_PATH,
  ZLinkedInProfile,
  type TLinkedInProfile,
} from '@contracts/applications/linkedin-profile';
import { APPLY_CISO_PATH, type NoteStorage } from './linkedin-return';

/**
 * "Quick Fill with LinkedIn" for a signed-in user (any account): before the browser leaves for
 * LinkedIn the form notes where it is; LinkedIn sends the browser to `/linkedin/callback`, which
 * asks the API for the profile, keeps it in the tab's session storage and goes back to the noted
 * form with `LINKEDIN_PROFILE_STATE`; the form then takes the profile (once) and fills itself.
 */

export const LINKEDIN_PROFILE_RETURN_KEY = 'vciso.linkedin-profile-return';
export const LINKEDIN_PROFILE_KEY = 'vciso.linkedin-profile';

/**
 * A note or a profile older than this is from an abandoned attempt: not used. The API's state
 * lives 10 minutes; the margin covers a slow consent screen's last moments.
 */
export const LINKEDIN_PROFILE_TTL_MS = 15 * 60 * 1000;

/** The router state that asks the form to fill itself from the profile kept for it. */
export const LINKEDIN_PROFILE_STATE = { linkedInProfile: true } as const;

export const wantsLinkedInProfile = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { linkedInProfile?: unknown }).linkedInProfile === true;

/** A path of this app to go back to (never another origin, never the callback itself). */
const isAppPath = (path: unknown): path is string =>
  typeof path === 'string' &&
  /^\/(?![/\\])[^\s\\]*$/.test(path) &&
  !path.startsWith(LINKEDIN_CALLBACK_PATH);

/** Reads a `{ at, ...value }` note, dropping it; undefined when absent, stale or not ours. */
function take(storage: NoteStorage, key: string, now: number): Record<string, unknown> | undefined {
  try {
    const raw = storage.getItem(key);
    storage.removeItem(key);
    if (raw === null) return undefined;
    const note: unknown = JSON.parse(raw);
    if (typeof note !== 'object' || note === null) return undefined;
    const { at } = note as { at?: unknown };
    const age = typeof at === 'number' ? now - at : -1;
    return age >= 0 && age <= LINKEDIN_PROFILE_TTL_MS
      ? (note as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Notes the form to come back to once LinkedIn is done. */
export function rememberProfileReturn(storage: NoteStorage, path: string, now: number): void {
  storage.setItem(LINKEDIN_PROFILE_RETURN_KEY, JSON.stringify({ at: now, path }));
}

export function forgetProfileReturn(storage: NoteStorage): void {
  storage.removeItem(LINKEDIN_PROFILE_RETURN_KEY);
}

/** The noted form (once), or the professional form when there is no fresh note. */
export function takeProfileReturn(storage: NoteStorage | undefined, now: number): string {
  const note = storage && take(storage, LINKEDIN_PROFILE_RETURN_KEY, now);
  return isAppPath(note?.path) ? note.path : APPLY_CISO_PATH;
}

/** Keeps the profile for the form, which takes it as it opens. */
export function keepLinkedInProfile(
  storage: NoteStorage,
  profile: TLinkedInProfile,
  now: number,
): void {
  storage.setItem(LINKEDIN_PROFILE_KEY, JSON.stringify({ at: now, profile }));
}

/** The profile kept for the form, once: it is removed as it is read. */
export function takeLinkedInProfile(
  storage: NoteStorage | undefined,
  now: number,
): TLinkedInProfile | undefined {
  const note = storage && take(storage, LINKEDIN_PROFILE_KEY, now);
  const parsed = ZLinkedInProfile.safeParse(note?.profile);
  return parsed.success ? parsed.data : undefined;
}

/** The tab's session storage, or none where the browser refuses it (some private modes). */
export function tabStorage(): NoteStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
