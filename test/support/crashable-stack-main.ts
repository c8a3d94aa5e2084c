/**
 * One local stack in a process of its own, for `crashable-stack.ts`: started on the data folder,
 * table and ports it is given, it prints one ready line with what tests need, then runs until its
 * parent goes away or it is killed. The holds are read here only, never by `npm start`.
 */
import path from 'node:path';
import { fileLog } from '../../local/log';
import { startLocalStack } from '../../local/stack';
import { readyPrefix, type CrashableStackArgs } from './crashable-stack';

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '') as CrashableStackArgs;
  const log = fileLog(path.join(args.dataDir, 'stack.log'));
  const stack = await startLocalStack({
    ...args,
    holds: {
      changeFeed: process.env.LOCAL_HOLD_CHANGE_FEED === '1',
      eventBus: process.env.LOCAL_HOLD_EVENT_BUS === '1',
    },
    log,
  });
  const stop = () => void stack.stop().finally(() => process.exit(0));
  // The test process holds the other end of stdin: if it dies, so does this stack.
  process.stdin.on('end', stop).resume();
  process.on('SIGTERM', stop);
  stack.onUnexpectedExit((description) => {
    log('stack', `${description}: stopping everything.`);
    stop();
  });
  const { apiUrl, cognito, tableName, dynamodbEndpoint, s3Endpoint, outboxDir, env } = stack;
  process.stdout.write(
    `${readyPrefix}${JSON.stringify({ apiUrl, cognito, tableName, dynamodbEndpoint, s3Endpoint, outboxDir, env })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`crashable stack failed to start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
