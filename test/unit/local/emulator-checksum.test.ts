import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifySha256 } from '../../../local/dynamodb/emulator';

describe('the DynamoDB Local download check', () => {
  it('accepts the pinned SHA-256 and refuses any other content', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sha-'));
    const file = path.join(dir, 'emulator.tgz');
    await writeFile(file, 'abc');
    const sha256OfAbc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    await expect(verifySha256(file, sha256OfAbc)).resolves.toBeUndefined();
    await writeFile(file, 'abd');
    await expect(verifySha256(file, sha256OfAbc)).rejects.toThrow(
      /does not match its pinned SHA-256/,
    );
  });
});
