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
