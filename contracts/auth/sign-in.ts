import * as z from 'zod';
import { authMessages, SIGN_IN_PASSWORD_MIN, ZEmail } from './fields';

/** Sign in (spec §5): a valid e-mail and a password of at least 6 characters. */
export const ZSignIn = z.object({
  email: ZEmail,
  password: z
    .string({ error: authMessages.signInPasswordMin })
    .min(SIGN_IN_PASSWORD_MIN, authMessages.signInPasswordMin),
});
export type TSignIn = z.infer<typeof ZSignIn>;
