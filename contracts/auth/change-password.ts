import * as z from 'zod';
import { withNewPassword } from './fields';

export const changePasswordMessages = {
  currentRequired: 'Please enter your current password',
  sameAsCurrent: 'The new password must be different from the current one',
} as const;

/**
 * Change password (Account Security): the current password, and a new one by the same rules as
 * sign-up and reset, confirmed, and not the current one again.
 */
export const ZChangePassword = withNewPassword({
  currentPassword: z
    .string({ error: changePasswordMessages.currentRequired })
    .min(1, changePasswordMessages.currentRequired),
}).refine((v) => v.password !== v.currentPassword, {
  message: changePasswordMessages.sameAsCurrent,
  path: ['password'],
  // Runs with the other fields' messages, once both passwords are strings.
  when: ({ value }) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).password === 'string' &&
    typeof (value as Record<string, unknown>).currentPassword === 'string' &&
    (value as Record<string, unknown>).currentPassword !== '',
});
export type TChangePassword = z.infer<typeof ZChangePassword>;
