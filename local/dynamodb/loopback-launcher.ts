import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { localDir } from '../config';
import type { Log } from '../log';

const run = promisify(execFile);

export const launcherClass = 'LoopbackDynamoDbLocal';
const source = fileURLToPath(new URL(`./${launcherClass}.java`, import.meta.url));

/** The jar and its libraries, as Java's class path. */
export const emulatorClassPath = (emulator: string) =>
  [path.join(emulator, 'DynamoDBLocal.jar'), path.join(emulator, 'DynamoDBLocal_lib', '*')].join(
    path.delimiter,
  );

/**
 * The compiled `LoopbackDynamoDbLocal` (see its source), in a folder named by the source's hash,
 * compiled on first use by the compiler inside the Java runtime and reused after. Undefined when
 * that runtime has no compiler (some JRE builds): DynamoDB Local then starts as the jar does, on
 * every interface, and says so.
 */
export async function ensureLoopbackLauncher(
  emulator: string,
  log: Log,
): Promise<string | undefined> {
  const text = await readFile(source);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const dir = path.join(localDir, 'dynamodb-launcher', hash);
  if (existsSync(path.join(dir, `${launcherClass}.class`))) return dir;

  await mkdir(path.dirname(dir), { recursive: true });
  const work = await mkdtemp(`${dir}-build-`);
  try {
    await run(
      'java',
      [
        '-m',
        'jdk.compiler/com.sun.tools.javac.Main',
        '-cp',
        emulatorClassPath(emulator),
        '-d',
        work,
        source,
      ],
      { maxBuffer: 10 * 1024 * 1024 },
    );
    try {
      await rename(work, dir);
    } catch (error) {
      // A parallel start compiled it first: the same source, the same class.
      if (!existsSync(path.join(dir, `${launcherClass}.class`))) throw error;
    }
    return dir;
  } catch (error) {
    log(
      'dynamodb',
      `this Java has no compiler (${(error as Error).message.split('\n')[0]}): DynamoDB Local listens on every interface, not only 127.0.0.1`,
    );
    return undefined;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
