import {
  confirmUserAttribute,
  fetchAuthSession,
  sendUserAttributeVerificationCode,
  updateUserAttribute,
} from 'aws-amplify/auth';

export type EmailChangeStart =
  /** The pool keeps the verified address until the code mailed to the new one is entered. */
  | { step: 'confirm'; destination: string }
  /** A pool without that setting changed it at once. */
  | { step: 'done' };

/**
 * Asks Cognito for a new e-mail. The user pool (`keepOriginal: { email: true }` in the Auth
 * stack, the same setting locally) keeps the current, verified address as the sign-in name and
 * mails a code to the new one; nothing else changes until `confirmEmailChange`.
 */
export async function requestEmailChange(email: string): Promise<EmailChangeStart> {
  const { nextStep } = await updateUserAttribute({
    userAttribute: { attributeKey: 'email', value: email },
  });
  if (nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') {
    // Cognito masks the address it names (n***@e***); the one typed reads better.
    return { step: 'confirm', destination: email };
  }
  await refreshSession();
  return { step: 'done' };
}

/** Mails a fresh code to the address waiting to be verified. */
export async function resendEmailCode(): Promise<void> {
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/** Enters the mailed code: the new address becomes the e-mail and sign-in name. */
export async function confirmEmailChange(code: string): Promise<void> {
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  await refreshSession();
}

/**
 * The session shows the e-mail of the ID token, which still names the old address: new tokens
 * name the new one, and Amplify's `tokenRefresh` event has the session read them, so Account
 * Security (and all else that reads the session) shows it at once. A refresh that fails changes nothing already done; the
 * next one catches up.
 */
async function refreshSession(): Promise<void> {
  try {
    await fetchAuthSession({ forceRefresh: true });
  } catch {
    // See above.
  }
}
