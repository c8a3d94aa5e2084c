/**
 * Builds the `otpauth://` key URI an authenticator app scans (Google Authenticator key URI format):
 * `otpauth://totp/<issuer>:<account>?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`.
 * Issuer and account are percent-encoded separately so a space or `@` never breaks the label.
 */
export function buildOtpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: secret.replace(/\s+/g, '').toUpperCase(),
    issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  // URLSearchParams writes spaces as '+', which some authenticator apps show literally.
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, '%20')}`;
}

/** Groups a base32 secret in blocks of four for reading and typing. */
export function formatSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
