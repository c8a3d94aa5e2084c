import type * as z from 'zod';
import { withNewPassword, ZEmail } from './fields';

/** Sign up (spec §5): valid e-mail, password of at least 8, confirmation equal to the password. */
export const ZSignUp = withNewPassword({ email: ZEmail });
export type TSignUp = z.infer<typeof ZSignUp>;
