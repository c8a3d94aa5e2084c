import useSWR from 'swr';
import {
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { buildOtpauthUri } from '../lib/otpauth-uri';
import { authenticatorTurnedOff } from './recovery-codes';
import { clearEnrolledAt, readEnrolledAt, writeEnrolledAt } from '../lib/enrolled-at';
import { DEFAULT_FACTOR_NAME, factorsFromPreference, type MfaFactor } from '../lib/mfa-factors';

/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'vCISO Hub';

/** The factor list's SWR key is `[mfaFactorsKey, sub]`; actions revalidate it by this name. */
export const mfaFactorsKey = 'mfa-factors';
const mfaKey = (sub: string) => [mfaFactorsKey, sub] as const;

async function listFactors(sub: string): Promise<MfaFactor[]> {
  const preference = await fetchMFAPreference();
  return factorsFromPreference(preference, readEnrolledAt(sub));
}

/**
 * The user's MFA factors. A failed read is only logged (spec §8) and shows as an empty list.
 */
export function useMfaFactors(sub: string | undefined) {
  const swr = useSWR(sub ? mfaKey(sub) : null, ([, s]) => listFactors(s), {
    onError: (error: unknown) => console.error('Failed to load MFA factors', error),
  });
  return { ...swr, factors: swr.error ? [] : (swr.data ?? []) };
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** Starts adding an authenticator app: a new secret and the otpauth URI to show as a QR code. */
export async function startTotpEnrolment(email: string): Promise<TotpEnrolment> {
  const { sharedSecret } = await setUpTOTP();
  return {
    secret: sharedSecret,
    uri: buildOtpauthUri({ issuer: TOTP_ISSUER, account: email, secret: sharedSecret }),
  };
}

/** Step 1 of finishing: Cognito checks the first code from the app. */
export function verifyTotpCode(code: string): Promise<void> {
  return verifyTOTPSetup({ code, options: { friendlyDeviceName: DEFAULT_FACTOR_NAME } });
}

/** Step 2: make TOTP the sign-in factor, and remember when it was added. */
export async function enableTotp(sub: string): Promise<void> {
  await updateMFAPreference({ totp: 'PREFERRED' });
  writeEnrolledAt(sub, new Date());
}

/**
 * Removes the authenticator app once Cognito has checked the password and a current code from
 * that app (`reauthenticate.ts`, loaded only for this); a wrong one throws and removes nothing.
 * Then the server is told, which checks it with the pool and mails the account.
 */
export async function removeTotp(
  sub: string,
  check: { email: string; password: string; code: string },
): Promise<void> {
  const { reauthenticateWithTotp } = await import('./reauthenticate');
  await reauthenticateWithTotp(check);
  await updateMFAPreference({ totp: 'DISABLED' });
  clearEnrolledAt(sub);
  // The server asks the pool that the app is off, drops its recovery codes and mails the account.
  // The app is off whatever it answers, so a failure here is only logged.
  await authenticatorTurnedOff().catch((error: unknown) =>
    console.error('The server was not told the authenticator app was removed', error),
  );
}
