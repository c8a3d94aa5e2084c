import { describe, expect, it } from 'vitest';
import {
  ADMIN_MFA_REQUIRED,
  ADMIN_MFA_REQUIRED_CODE,
  ADMIN_SIGN_IN_REQUIRED,
} from '@contracts/system/admin-access';
import { adminRefusal } from '../../../../web/src/features/admin/admin-refusal';

/** The server's error as the API client hands it on: its code and message. */
const refused = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the admin guard reading a refusal', () => {
  it('sends an administrator without an authenticator app to add one', () => {
    expect(adminRefusal(refused(ADMIN_MFA_REQUIRED_CODE, ADMIN_MFA_REQUIRED))).toBe(
      'addAuthenticator',
    );
  });

  it('asks a federated session to sign in with password and code, not to add an app', () => {
    expect(adminRefusal(refused(ADMIN_MFA_REQUIRED_CODE, ADMIN_SIGN_IN_REQUIRED))).toBe(
      'signInWithCode',
    );
  });

  it('denies anything else', () => {
    expect(adminRefusal(refused('forbidden', ADMIN_SIGN_IN_REQUIRED))).toBe('denied');
    expect(adminRefusal(new Error('network'))).toBe('denied');
    expect(adminRefusal(undefined)).toBe('denied');
  });
});
