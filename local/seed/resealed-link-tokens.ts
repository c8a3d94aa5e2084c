import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { createTokenCipher } from '../../lambdas/adapters/kms/token-cipher';
import { ZLambdaEnv } from '../../lambdas/config/env';
import { seedMarkerKeys } from '../../lambdas/keys/seed-marker';
import { workflowStepKeys } from '../../lambdas/keys/workflow-step';
import type { TokenCipher } from '../../lambdas/ports/token-cipher';
import type { Seeder } from './types';

const MARKER = seedMarkerKeys.key({ name: 'resealed-link-tokens' });

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
 * signer asks for the link again). Local only, over a small table, so it scans.
 */
export const resealedLinkTokens: Seeder = {
  name: 'resealed link tokens',
  async run(ctx) {
    const doc = DynamoDBDocumentClient.from(ctx.dynamodb);
    const TableName = ctx.tableName;
    const marker = await doc.send(new GetCommand({ TableName, Key: MARKER, ConsistentRead: true }));
    if (marker.Item) return;
    const cipher = createTokenCipher(
      ZLambdaEnv.pick({ AWS_REGION: true, TOKEN_KEY: true }).parse(ctx.env),
    );
    let resealed = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(new ScanCommand({ TableName, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        const sealed = item.tokenCiphertext;
        if (!workflowStepKeys.parse(item as { PK: string; SK: string })) continue;
        if (typeof sealed !== 'string') continue;
        const next = await resealedStepToken(cipher, sealed);
        if (!next) continue;
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET tokenCiphertext = :next',
            ConditionExpression: 'tokenCiphertext = :sealed',
            ExpressionAttributeValues: { ':next': next, ':sealed': sealed },
          }),
        );
        resealed += 1;
      }
      start = page.LastEvaluatedKey;
    } while (start);
    await doc.send(
      new PutCommand({
        TableName,
        Item: { ...MARKER, seededAt: new Date().toISOString(), resealed },
      }),
    );
    if (resealed) ctx.log('seed', `sealed ${resealed} signing links again as signing links`);
  },
};
