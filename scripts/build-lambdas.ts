/**
 * `npm run build:lambdas`: bundles every Lambda (route areas and event consumers) with the very
 * options the CDK construct uses, into `dist/lambdas/<name>/index.mjs`, so sizes and benchmarks
 * measure what gets deployed. esbuild's metafile goes beside it (`meta.json`): `npm run size`
 * reads from it which AWS SDK clients each bundle holds.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '../lib/constructs/bundling';
import { lambdaEntries } from '../lib/lambda-entries';
import { paths } from '../lib/paths';

rmSync(paths.lambdaDist, { recursive: true, force: true });
const started = performance.now();
const entries = lambdaEntries();

const results = await Promise.all(
  entries.map(async ({ name, entry }) => {
    const outfile = path.join(paths.lambdaDist, name, 'index.mjs');
    const result = await build(esbuildOptions(entry, outfile));
    writeFileSync(path.join(path.dirname(outfile), 'meta.json'), JSON.stringify(result.metafile));
    const bytes = Object.entries(result.metafile?.outputs ?? {})
      .filter(([file]) => file.endsWith('.mjs'))
      .reduce((sum, [, output]) => sum + output.bytes, 0);
    return { name, outfile: path.relative(paths.repoRoot, outfile), bytes };
  }),
);

for (const r of results) console.log(`${r.outfile}  ${(r.bytes / 1024).toFixed(1)} KB`);
console.log(`Bundled ${results.length} Lambda(s) in ${Math.round(performance.now() - started)} ms`);
