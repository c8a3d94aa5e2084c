import type { TOTP } from 'otpauth';
import { vi } from 'vitest';

/**
 * A fresh code from the authenticator, never one already used (Cognito refuses a reused code):
 * when the app still shows a used one, waits for its next 30-second window.
 */
export function nextCode(totp: TOTP, used: Set<string>): Promise<string> {
  return vi.waitFor(
    () => {
      const code = totp.generate();
      if (used.has(code)) throw new Error('The authenticator still shows a code already used');
      used.add(code);
      return code;
    },
    { timeout: 35_000, interval: 1_000 },
  );
}
