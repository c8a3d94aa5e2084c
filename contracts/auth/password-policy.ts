import policy from './password-policy.json' with { type: 'json' };

/**
 * The user pool's password policy, in one file for everything that applies it: the Auth stack's
 * pool (lib/stacks/auth-stack.ts), the local stand-in's pool, which enforces what its pool stores
 * as Cognito does (local/cognito/), and the sign-up and reset forms, which check it before
 * sending. Cognito counts a space inside the password as a symbol, and refuses one at either end.
 */
export const PASSWORD_POLICY = policy;

/** Cognito's longest password. */
export const PASSWORD_MAX = 256;

export const passwordRuleMessages = {
  minLength: `Password must be at least ${policy.minLength} characters`,
  lowercase: 'Password must contain a lower-case letter',
  uppercase: 'Password must contain an upper-case letter',
  digit: 'Password must contain a number',
  symbol: 'Password must contain a symbol (such as ! ? # or -)',
  edgeSpace: 'Password must not begin or end with a space',
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
} as const;

/** The hint shown under a new password: the policy in words. */
export const PASSWORD_HINT = `At least ${policy.minLength} characters, with a lower-case and an upper-case letter, a number and a symbol.`;

const hasSymbol = (password: string) =>
  [...password.trim()].some((ch) => ch === ' ' || policy.symbols.includes(ch));

/** The rules `password` breaks, in the order the form shows them; empty when it is accepted. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(passwordRuleMessages.minLength);
  if (password.length > PASSWORD_MAX) problems.push(passwordRuleMessages.tooLong);
  if (policy.requireLowercase && !/[a-z]/.test(password))
    problems.push(passwordRuleMessages.lowercase);
  if (policy.requireUppercase && !/[A-Z]/.test(password))
    problems.push(passwordRuleMessages.uppercase);
  if (policy.requireDigits && !/[0-9]/.test(password)) problems.push(passwordRuleMessages.digit);
  if (policy.requireSymbols && !hasSymbol(password)) problems.push(passwordRuleMessages.symbol);
  if (/^\s|\s$/.test(password)) problems.push(passwordRuleMessages.edgeSpace);
  return problems;
}
