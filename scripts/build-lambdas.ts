/**
 * `npm run build:lambdas`: bundles every Lambda (route areas and event consumers) with the very
 * options the CDK construct uses, into `dist/lambdas/<name>/` (`index.mjs` and its `chunks/`), so
 * sizes and benchmarks measure what gets deployed. esbuild's metafile goes beside it (`meta.json`): `npm run size`
 * reads from it which AWS SDK clients each bundle holds.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleBytes, copyRuntimeFiles, esbuildOptions } from '../lib/constructs/bundling';
import { lambdaEntries } from '../lib/lambda-entries';
import { paths } from '../lib/paths';

rmSync(paths.lambdaDist, { recursive: true, force: true });
const started = performance.now();
const entries = lambdaEntries();

const results = await Promise.all(
  entries.map(async ({ name, entry }) => {
    const outdir = path.join(paths.lambdaDist, name);
    const result = await build(esbuildOptions(entry, outdir));
    writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
    copyRuntimeFiles(result.metafile, outdir);
    return { name, outdir: path.relative(paths.repoRoot, outdir), bytes: bundleBytes(outdir) };
  }),
);

for (const r of results) console.log(`${r.outdir}  ${(r.bytes / 1024).toFixed(1)} KB`);
console.log(`Bundled ${results.length} Lambda(s) in ${Math.round(performance.now() - started)} ms`);
