import { describe, expect, it } from 'vitest';
import { stringifyClaims } from '../../../local/api/jwt-authorizer';

describe('stringifyClaims', () => {
  it('prints every claim as API Gateway HTTP API does', () => {
    expect(
      stringifyClaims({
        sub: 'abc',
        exp: 1700000000,
        email_verified: true,
        'cognito:groups': ['admin', 'staff'],
      }),
    ).toEqual({
      sub: 'abc',
      exp: '1700000000',
      email_verified: 'true',
      'cognito:groups': '[admin staff]',
    });
  });
});
