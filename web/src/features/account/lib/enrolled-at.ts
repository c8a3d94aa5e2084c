/**
 * Cognito keeps no date for a user's TOTP device, so the date it was added here is remembered in
 * this browser's local storage, per user. Another browser (or cleared storage) shows it as unknown.
 */
interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const enrolledAtKey = (sub: string) => `vciso-hub:mfa-totp-enrolled-at:${sub}`;

function storage(given?: KeyValue): KeyValue | undefined {
  if (given) return given;
  try {
    return (globalThis as { localStorage?: KeyValue }).localStorage;
  } catch {
    return undefined;
  }
}

export function readEnrolledAt(sub: string, store?: KeyValue): string | null {
  try {
    const value = storage(store)?.getItem(enrolledAtKey(sub)) ?? null;
    return value && !Number.isNaN(Date.parse(value)) ? value : null;
  } catch {
    return null;
  }
}

export function writeEnrolledAt(sub: string, when: Date, store?: KeyValue): void {
  try {
    storage(store)?.setItem(enrolledAtKey(sub), when.toISOString());
  } catch {
    // Storage full or blocked: the date then shows as unknown.
  }
}

export function clearEnrolledAt(sub: string, store?: KeyValue): void {
  try {
    storage(store)?.removeItem(enrolledAtKey(sub));
  } catch {
    // Nothing to clean up.
  }
}
