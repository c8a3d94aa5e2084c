import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blocks, syncDocs } from '../../../scripts/docs-tables';

const repo = join(import.meta.dirname, '../../..');
let copy: string;

// Each test works on a copy of the docs (and the prettier settings that format them).
beforeEach(async () => {
  copy = await mkdtemp(join(tmpdir(), 'docs-tables-'));
  await mkdir(join(copy, 'docs'));
  await copyFile(join(repo, '.prettierrc.json'), join(copy, '.prettierrc.json'));
  for (const file of Object.keys(blocks)) await copyFile(join(repo, file), join(copy, file));
});
afterEach(async () => {
  await rm(copy, { recursive: true, force: true });
});

async function edit(file: string, change: (text: string) => string): Promise<string> {
  const text = change(await readFile(join(copy, file), 'utf8'));
  await writeFile(join(copy, file), text);
  return text;
}

describe('the docs’ generated tables', () => {
  it('match the route contracts and the key catalogue as committed', async () => {
    expect(await syncDocs(repo, { check: true })).toEqual([]);
  });

  it('a hand edit inside a block fails the check, naming its file and table, and is not fixed by it', async () => {
    const edited = await edit('docs/api.md', (t) =>
      t.replace('| GET    | `/api/health`', '| POST   | `/api/health`'),
    );
    expect(edited).toContain('| POST   | `/api/health`');

    expect(await syncDocs(copy, { check: true })).toEqual([
      { file: 'docs/api.md', block: 'routes', problem: 'differs' },
    ]);
    expect(await readFile(join(copy, 'docs/api.md'), 'utf8')).toBe(edited);
  });

  it('an entity row removed by hand is rendered back by `npm run docs`', async () => {
    const original = await readFile(join(copy, 'docs/data-model.md'), 'utf8');
    const edited = await edit('docs/data-model.md', (t) =>
      t.replace(/^\| ticker add lock +\| `TICKERLOCK`.*\n/m, ''),
    );
    expect(edited).not.toContain('`TICKERLOCK`');

    expect(await syncDocs(copy, { check: false })).toEqual([
      { file: 'docs/data-model.md', block: 'entities', problem: 'differs' },
    ]);
    expect(await readFile(join(copy, 'docs/data-model.md'), 'utf8')).toBe(original);
    expect(await syncDocs(copy, { check: true })).toEqual([]);
  });

  it('text outside the markers is the author’s: editing it passes the check', async () => {
    const edited = await edit('docs/architecture.md', (t) =>
      t.replace("What each area's routes serve", 'What the routes of each area serve'),
    );
    expect(edited).toContain('What the routes of each area serve');
    expect(await syncDocs(copy, { check: true })).toEqual([]);
  });

  it('a block whose markers are gone is reported, not silently skipped', async () => {
    await edit('docs/architecture.md', (t) => t.replace('<!-- /generated:areas -->', ''));
    expect(await syncDocs(copy, { check: true })).toEqual([
      { file: 'docs/architecture.md', block: 'areas', problem: 'markers missing' },
    ]);
  });
});
