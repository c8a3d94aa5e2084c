import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { idsPort } from '../deps/ids';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { noticePasswordReset } from '../services/account/password-reset-notice';

/** What the trigger reaches: the table (the notice in the outbox, and its mark), a clock, ids. */
export const postConfirmationDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
});

/**
 * Cognito's post confirmation trigger (the Auth stack's pool; locally cognito-local calls it
 * through the launcher's Lambda Invoke). A password reset through "Forgot password?"
 * (`PostConfirmation_ConfirmForgotPassword`) writes the account's security notice to the outbox
 * (`services/account/password-reset-notice.ts`); a confirmed sign-up is no security change and
 * writes nothing. Always answers the event as it came: the trigger never fails a confirmation.
 */
export const handler = eventHandler(
  { deps: postConfirmationDeps },
  async (event: PostConfirmationTriggerEvent, { deps, context }) => {
    if (event.triggerSource !== 'PostConfirmation_ConfirmForgotPassword') return event;
    const log = invocationLogger(context);
    const sub = event.request.userAttributes.sub;
    if (!sub) {
      log.error('Password reset without the account’s sub: no notice written');
      return event;
    }
    try {
      await noticePasswordReset({ ...deps, log }, { sub, username: event.userName });
    } catch (error) {
      // Only a port that cannot be built (its environment) gets here; the write's own failures
      // are logged by the service.
      log.error('Password reset notice not written; the reset stands without its mail', { error });
    }
    return event;
  },
);
