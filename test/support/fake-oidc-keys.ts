import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';

/**
 * The signing side of a fake OpenID Connect provider (the fake Google, Microsoft and LinkedIn):
 * one RS256 key pair, its public half published as a JWKS (`GET <provider>/jwks` on each fake),
 * and ID tokens signed with it as a provider's token endpoint issues them.
 */
export interface OidcKeys {
  /** The JWKS document the provider publishes. */
  jwks(): { keys: JWK[] };
  /** An ID token: `iss`, `aud`, `sub`, `iat` (now), `exp` (in an hour) and the extra claims. */
  idToken(claims: { iss: string; aud: string; sub: string } & JWTPayload): Promise<string>;
}

export async function oidcKeys(): Promise<OidcKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `fake-${randomBytes(4).toString('hex')}`;
  const published: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: () => ({ keys: [published] }),
    idToken: ({ iss, aud, sub, ...claims }) => {
      const token = new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub);
      // A test may give its own times (an expired token).
      if (claims.iat === undefined) token.setIssuedAt();
      if (claims.exp === undefined) token.setExpirationTime('1h');
      return token.sign(privateKey);
    },
  };
}
