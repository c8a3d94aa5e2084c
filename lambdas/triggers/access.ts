import type { TableEntity } from '../deps/function-access';
import { outboxKeys } from '../keys/outbox';
import { passwordResetMarkKeys } from '../keys/password-reset-mark';

/**
 * The user pool's post confirmation trigger (Auth stack, `lib/constructs/post-confirmation-trigger.ts`):
 * a password reset's security notice in the outbox and the mark of its minute, which keeps
 * Cognito's retries from writing it twice. It only writes there (PutItem, ConditionCheckItem);
 * the pre sign-up trigger reaches the pool alone (`PRE_SIGN_UP_ACTIONS`).
 */
export const postConfirmationItems: readonly TableEntity[] = [outboxKeys, passwordResetMarkKeys];
