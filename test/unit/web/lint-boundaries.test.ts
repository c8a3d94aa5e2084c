import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../../..', import.meta.url));
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd });
});

/** The boundary messages the repo's ESLint config gives `code` placed at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => m.message);
}

const inFeature = 'web/src/features/x/components/y.tsx';

describe('web import boundaries (eslint.config.mjs)', () => {
  it("refuses another feature's internals, statically or lazily", async () => {
    const internal = await refusals(
      inFeature,
      "export { ArticleManager } from '@/features/articles/components/article-manager';\n",
    );
    expect(internal).toEqual([expect.stringMatching(/through its public entry/)]);
    const lazy = await refusals(
      inFeature,
      "export const load = () => import('@/features/ticker/components/ticker');\n",
    );
    expect(lazy).toEqual([expect.stringMatching(/through its public entry/)]);
  });

  it("allows a feature's public entries: its index and its top-level files", async () => {
    const code = [
      "export { AdminScreen } from '@/features/admin';",
      "export { useSession } from '@/features/auth/session';",
      "export const load = () => import('@/features/ticker/landing-ticker');",
      "export { cn } from '@/lib/cn';",
      "export { x } from '../lib/x';",
      '',
    ].join('\n');
    expect(await refusals(inFeature, code)).toEqual([]);
  });

  it('keeps relative imports inside their feature', async () => {
    expect(
      await refusals(inFeature, "export { Ticker } from '../../ticker/landing-ticker';\n"),
    ).toEqual([expect.stringMatching(/stays inside its feature/)]);
    expect(
      await refusals('web/src/features/x/index.ts', "export { y } from '../other/index';\n"),
    ).toEqual([expect.stringMatching(/stays inside its feature/)]);
  });

  it("lets app/ import features' route modules, and nothing else inside them", async () => {
    const file = 'web/src/app/routes.tsx';
    expect(
      await refusals(file, "export const p = () => import('@/features/articles/routes/a');\n"),
    ).toEqual([]);
    expect(await refusals(file, "export { useMe } from '@/features/me/api/get-me';\n")).toEqual([
      expect.stringMatching(/through its public entry/),
    ]);
  });

  it('keeps components/, lib/ and config/ free of features', async () => {
    for (const file of ['web/src/lib/a.ts', 'web/src/components/ui/b.tsx', 'web/src/config/c.ts'])
      expect(
        await refusals(file, "export { useSession } from '@/features/auth/session';\n"),
      ).toEqual([expect.stringMatching(/import none/)]);
  });

  it('still applies the toast, icon and zod rules in every web folder', async () => {
    const code = [
      "export { toast } from 'sonner';",
      "import { z } from 'zod';",
      'export const s = z.string();',
      '',
    ].join('\n');
    for (const file of [inFeature, 'web/src/app/a.tsx', 'web/src/lib/a.ts'])
      expect(await refusals(file, code)).toEqual([
        expect.stringMatching(/@\/lib\/toast/),
        expect.stringMatching(/import \* as z/),
      ]);
  });
});
