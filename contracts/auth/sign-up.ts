import * as z from 'zod';
import { withMatchingConfirmation, ZEmail, ZNewPassword } from './fields';

/** Sign up (spec §5): valid e-mail, password of at least 8, confirmation equal to the password. */
export const ZSignUp = withMatchingConfirmation(
  z.object({
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z.string(),
  }),
);
export type TSignUp = z.infer<typeof ZSignUp>;
