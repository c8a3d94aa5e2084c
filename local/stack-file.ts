import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Ids that cognito-local generates, kept with the data they belong to so restarts reuse them. */
export interface StackFile {
  userPoolId?: string;
  userPoolClientId?: string;
  recoveryClientId?: string;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'stack.json');

export async function readStackFile(dataDir: string): Promise<StackFile> {
  try {
    return JSON.parse(await readFile(fileOf(dataDir), 'utf8')) as StackFile;
  } catch {
    return {};
  }
}

export async function writeStackFile(dataDir: string, content: StackFile): Promise<void> {
  const file = fileOf(dataDir);
  await writeFile(`${file}.tmp`, `${JSON.stringify(content, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}
