import { describe, expect, it } from 'vitest';
import { adminAccessMessages, ADMIN_MFA_REQUIRED_CODE } from '@contracts/system/admin-access';
import { adminRefusal } from '../../../../web/src/features/admin/admin-refusal';

/** The server's error as the API client hands it on: its code and message. */
const refused = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the admin guard reading a refusal', () => {
  it('sends an administrator without an authenticator app to add one', () => {
    expect(adminRefusal(refused(ADMIN_MFA_REQUIRED_CODE, adminAccessMessages.mfaRequired))).toBe(
      'addAuthenticator',
    );
  });

  it('asks a federated session to sign in with password and code, not to add an app', () => {
    expect(adminRefusal(refused(ADMIN_MFA_REQUIRED_CODE, adminAccessMessages.signInRequired))).toBe(
      'signInWithCode',
    );
  });

  it('denies anything else', () => {
    expect(adminRefusal(refused('forbidden', adminAccessMessages.signInRequired))).toBe('denied');
    expect(adminRefusal(new Error('network'))).toBe('denied');
    expect(adminRefusal(undefined)).toBe('denied');
  });
});
