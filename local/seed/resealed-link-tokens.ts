import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createTokenCipher } from '../../lambdas/adapters/kms/token-cipher';
import { ZLambdaEnv } from '../../lambdas/config/env';
import { workflowStepKeys } from '../../lambdas/keys/workflow-step';
import type { TokenCipher } from '../../lambdas/ports/token-cipher';
import { carryOverOnce } from './carry-over';
import type { Seeder } from './types';

/**
 * A signer's link token kept on its workflow step (for reminders and resends), sealed as a
 * signing link; or undefined when it already is one, or cannot be opened at all.
 */
export async function resealedStepToken(
  cipher: TokenCipher,
  sealed: string,
): Promise<string | undefined> {
  if (await opens(cipher.decrypt('signing-link', sealed))) return undefined;
  // Before each kind had its own context, every token was sealed as a calendar refresh token.
  const token = await cipher.decrypt('calendar-refresh-token', sealed).catch(() => undefined);
  return token === undefined ? undefined : cipher.encrypt('signing-link', token);
}

const opens = (attempt: Promise<string>) =>
  attempt.then(
    () => true,
    () => false,
  );

/**
 * Carries a data folder from before the kinds of sealed token over, once: the signing links kept
 * on workflow steps are sealed again as signing links, so a reminder or a resend still opens
 * them. Events sealed before and still on their way are not (a day's worth at most: a local
 * signer asks for the link again).
 */
export const resealedLinkTokens: Seeder = {
  name: 'resealed link tokens',
  async run(ctx) {
    const cipher = createTokenCipher(
      ZLambdaEnv.pick({ AWS_REGION: true, TOKEN_KEY: true }).parse(ctx.env),
    );
    const resealed = await carryOverOnce(ctx, 'resealed-link-tokens', async (item, TableName) => {
      const sealed = item.tokenCiphertext;
      if (!workflowStepKeys.parse(item as { PK: string; SK: string })) return undefined;
      if (typeof sealed !== 'string') return undefined;
      const next = await resealedStepToken(cipher, sealed);
      if (!next) return undefined;
      return new UpdateCommand({
        TableName,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET tokenCiphertext = :next',
        ConditionExpression: 'tokenCiphertext = :sealed',
        ExpressionAttributeValues: { ':next': next, ':sealed': sealed },
      });
    });
    if (resealed) ctx.log('seed', `sealed ${resealed} signing links again as signing links`);
  },
};
