import * as z from 'zod';
import { withNewPassword, ZCode, ZEmail } from './fields';

/** Forgot password, step 1: where to send the reset code. */
export const ZForgotPassword = z.object({ email: ZEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

/** Forgot password, step 2: the code from the e-mail and the new password (same rules as sign-up). */
export const ZResetPassword = withNewPassword({ code: ZCode });
export type TResetPassword = z.infer<typeof ZResetPassword>;
