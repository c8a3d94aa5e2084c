import type { TOTP } from 'otpauth';
import { vi } from 'vitest';

const PERIOD_MS = 30_000;
/** How long a code must stay acceptable once given out: time to type it in and send it. */
const MARGIN_MS = 10_000;

/**
 * A fresh code from the authenticator, never one already used (Cognito refuses a reused code).
 * The user pool also accepts the codes of the windows either side of the current one, as RFC 6238
 * advises for a phone's clock that is off (cognito-local: 30 s either way), so there are three to
 * choose from: the current window's, the next one's, and the last one's while it has time left.
 * Only when all three are used does it wait for the next window.
 */
export function nextCode(totp: TOTP, used: Set<string>): Promise<string> {
  return vi.waitFor(
    () => {
      const now = Date.now();
      for (const offset of [0, PERIOD_MS, -PERIOD_MS]) {
        const at = now + offset;
        // A window's code is accepted until the window after it ends.
        const acceptedUntil = (Math.floor(at / PERIOD_MS) + 2) * PERIOD_MS;
        if (acceptedUntil - now < MARGIN_MS) continue;
        const code = totp.generate({ timestamp: at });
        if (used.has(code)) continue;
        used.add(code);
        return code;
      }
      throw new Error('Every code the authenticator could show now was used already');
    },
    { timeout: 35_000, interval: 1_000 },
  );
}
