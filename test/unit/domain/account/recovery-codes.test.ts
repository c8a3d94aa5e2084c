import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  failuresInWindow,
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_CHARS,
  recoveryCode,
  recoveryCodeSet,
} from '@domain/account/recovery-codes';

describe('recovery codes', () => {
  it('draw ten characters without look-alikes, every one equally likely', () => {
    const code = recoveryCode((n) => randomBytes(n));
    expect(code).toHaveLength(RECOVERY_CODE_CHARS);
    expect(code).toMatch(/^[a-hjkmnp-z2-9]+$/);
    for (const ch of 'ilo01') expect(RECOVERY_ALPHABET).not.toContain(ch);
    // Bytes past the last whole round of the alphabet are skipped, never folded onto its start.
    const skipped = new Uint8Array(RECOVERY_CODE_CHARS * 2).fill(255);
    let calls = 0;
    const code2 = recoveryCode(() =>
      calls++ === 0 ? skipped : new Uint8Array(RECOVERY_CODE_CHARS * 2).fill(1),
    );
    expect(code2).toBe(RECOVERY_ALPHABET[1]!.repeat(RECOVERY_CODE_CHARS));
  });

  it('come as a set of distinct codes', () => {
    const set = recoveryCodeSet((n) => randomBytes(n), 10);
    expect(new Set(set).size).toBe(10);
  });

  it('show in two groups and read back however they are typed', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(normalizeRecoveryCode(' ABCDE fghjk ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde-fghjk')).toBe('abcdefghjk');
  });
});

describe('failed recovery attempts', () => {
  it('count only within a window that has not ended', () => {
    expect(failuresInWindow(undefined, 100)).toBe(0);
    expect(failuresInWindow({ count: 3, windowEnds: 200 }, 100)).toBe(3);
    expect(failuresInWindow({ count: 3, windowEnds: 100 }, 100)).toBe(0);
    expect(failuresInWindow({ count: 3 }, 100)).toBe(0);
  });
});
