import { describe, expect, it } from 'vitest';
import { authMessages, ZNewPassword } from '@contracts/auth/fields';
import {
  PASSWORD_HINT,
  passwordProblems,
  passwordRuleMessages,
} from '@contracts/auth/password-policy';

describe('the password policy', () => {
  it('names every rule a password breaks', () => {
    expect(passwordProblems('Str0ng!pass')).toEqual([]);
    expect(passwordProblems('abc')).toEqual([
      passwordRuleMessages.minLength,
      passwordRuleMessages.uppercase,
      passwordRuleMessages.digit,
      passwordRuleMessages.symbol,
    ]);
    expect(passwordProblems(' Str0ng!pass')).toEqual([passwordRuleMessages.edgeSpace]);
    // A space inside counts as the symbol, as Cognito counts it.
    expect(passwordProblems('Str0ng pass')).toEqual([]);
    expect(passwordProblems(`Aa1!${'x'.repeat(253)}`)).toEqual([passwordRuleMessages.tooLong]);
  });

  it('answers the spec’s message for a short password, then the first other rule broken', () => {
    const message = (password: string) =>
      ZNewPassword.safeParse(password).error?.issues.map((i) => i.message);
    expect(message('Ab1!')).toEqual([authMessages.signUpPasswordMin]);
    expect(message('alllower1!')).toEqual([passwordRuleMessages.uppercase]);
    expect(message('Str0ng!pass')).toBeUndefined();
    expect(PASSWORD_HINT).toContain('8 characters');
  });
});
