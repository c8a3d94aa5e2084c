import { defineEntity } from './entity';

/**
 * That a password reset of the account was announced in one minute (`<minute>`: whole minutes
 * since the epoch), so that Cognito's retries of the post confirmation trigger announce one reset
 * once (`services/account/password-reset-notice.ts`). A partition of its own, so the trigger
 * reaches nothing else of the account; `ttl` a few minutes on.
 */
export const passwordResetMarkKeys = defineEntity('password reset marks', {
  PK: 'PWRESET#{sub}',
  SK: 'MINUTE#{minute}',
});
