import { signIn, type SignInOutput } from 'aws-amplify/auth';
import { webConfig } from '@/config/web-config';

/** Password sign-in with the flow this deployment uses (SRP in AWS, USER_PASSWORD_AUTH locally). */
export function passwordSignIn(email: string, password: string): Promise<SignInOutput> {
  return signIn({
    username: email.trim(),
    password,
    options: { authFlowType: webConfig().authFlow },
  });
}

export type SignInStep = SignInOutput['nextStep']['signInStep'];

/** "Signed in successfully" once sign-in is complete (spec §8); a step still to take shows none. */
export const signedInNotice = ({ nextStep }: { nextStep: { signInStep: string } }) =>
  nextStep.signInStep === 'DONE' ? 'Signed in successfully' : undefined;
