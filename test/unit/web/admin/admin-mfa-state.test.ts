import { describe, expect, it } from 'vitest';
import {
  adminMfaReturnPath,
  adminMfaState,
} from '../../../../web/src/features/admin/admin-mfa-state';

describe('the admin guard hands Account Security the way back', () => {
  it('gives back the admin screen the administrator was opening', () => {
    expect(adminMfaReturnPath(adminMfaState('/admin/articles'))).toBe('/admin/articles');
    expect(adminMfaReturnPath(adminMfaState('/admin'))).toBe('/admin');
  });

  it('offers no way back to a visitor who came any other way, or to anywhere but an admin screen', () => {
    expect(adminMfaReturnPath(null)).toBeUndefined();
    expect(adminMfaReturnPath(undefined)).toBeUndefined();
    expect(adminMfaReturnPath({ other: '/admin' })).toBeUndefined();
    expect(adminMfaReturnPath(adminMfaState('https://evil.example/admin'))).toBeUndefined();
    expect(adminMfaReturnPath(adminMfaState('/account/security'))).toBeUndefined();
    expect(adminMfaReturnPath(adminMfaState('/administrators'))).toBeUndefined();
  });
});
