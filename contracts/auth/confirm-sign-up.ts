import * as z from 'zod';
import { ZCode, ZEmail } from './fields';

/** The 6-digit code sent by e-mail after sign-up. */
export const ZConfirmSignUp = z.object({
  email: ZEmail,
  code: ZCode,
});
export type TConfirmSignUp = z.infer<typeof ZConfirmSignUp>;
