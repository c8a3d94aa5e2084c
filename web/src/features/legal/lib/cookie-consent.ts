import { useSyncExternalStore } from 'react';

/** The visitor's cookie choice (spec §3): stored under `cookie-consent` as `accepted` or `declined`. */
export type CookieConsent = 'accepted' | 'declined';
export const COOKIE_CONSENT_KEY = 'cookie-consent';

const listeners = new Set<() => void>();
/** Kept in memory too, so a choice holds for the visit even when storage is blocked. */
let memory: CookieConsent | null = null;

function read(): CookieConsent | null {
  try {
    const stored = localStorage.getItem(COOKIE_CONSENT_KEY);
    if (stored === 'accepted' || stored === 'declined') return stored;
    return stored === null ? memory : null;
  } catch {
    return memory;
  }
}

function write(value: CookieConsent | null) {
  memory = value;
  try {
    if (value) localStorage.setItem(COOKIE_CONSENT_KEY, value);
    else localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Storage unavailable: the in-memory choice lasts until the page reloads.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  const onStorage = (e: StorageEvent) => {
    if (e.key === COOKIE_CONSENT_KEY || e.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice, or null while the visitor has not decided (the banner shows). */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Whether optional cookies may be used; anything not explicitly accepted counts as no. */
export const optionalCookiesAllowed = () => read() === 'accepted';

export const setCookieConsent = (value: CookieConsent) => write(value);

/** Forgets the choice so the banner asks again (used on the privacy page). */
export const resetCookieConsent = () => write(null);
