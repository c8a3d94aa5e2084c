/**
 * Recovery codes (docs/decisions.md, "Recovery codes stand in for a lost authenticator app"):
 * ten characters from an alphabet without look-alikes (no i, l, o, 0, 1), about 49 bits each,
 * shown as `abcde-fghjk`. The random bytes come from the caller, so the rule stays pure.
 */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_CHARS = 10;

/** Bytes at or past this are skipped, so every character is equally likely. */
const UNBIASED_BELOW = 256 - (256 % RECOVERY_ALPHABET.length);

/** One code, drawing bytes from `random(n)` until it has its characters. */
export function recoveryCode(random: (n: number) => Uint8Array): string {
  let code = '';
  while (code.length < RECOVERY_CODE_CHARS) {
    for (const byte of random(RECOVERY_CODE_CHARS * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
      if (code.length === RECOVERY_CODE_CHARS) break;
    }
  }
  return code;
}

/** A set of distinct codes. */
export function recoveryCodeSet(random: (n: number) => Uint8Array, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(recoveryCode(random));
  return [...codes];
}

/** As shown: two groups of five. */
export const formatRecoveryCode = (code: string): string =>
  `${code.slice(0, RECOVERY_CODE_CHARS / 2)}-${code.slice(RECOVERY_CODE_CHARS / 2)}`;

/** As typed: any case, spaces and dashes ignored. */
export const normalizeRecoveryCode = (typed: string): string =>
  typed.replace(/[\s-]+/g, '').toLowerCase();

/** The failures that still count at `nowSeconds`: those of a window that has not ended. */
export const failuresInWindow = (
  tries: { count?: unknown; windowEnds?: unknown } | undefined,
  nowSeconds: number,
): number =>
  tries && typeof tries.windowEnds === 'number' && tries.windowEnds > nowSeconds
    ? Number(tries.count ?? 0)
    : 0;
