import path from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '../../lib/constructs/bundling';
import { lambdaEntries } from '../../lib/lambda-entries';
import { repoRoot } from '../config';

/** The function process's own code (`worker.ts`), bundled beside the functions as `worker.mjs`. */
const workerEntry = path.join(repoRoot, 'local', 'lambda', 'worker.ts');

/**
 * Every function the stacks deploy, bundled for a local stack in one esbuild pass into `outdir`:
 * `<name>/index.mjs` per function (the names of `lib/lambda-entries.ts`), `worker.mjs` to run
 * them, and the chunks they share. The deployed bundles' options (ESM, code splitting, the
 * `require` banner, the module fields), unminified (stack traces keep the code's own names) and
 * without source maps (nothing more to load at a cold start). One pass for all takes a second or two where `npm run build:lambdas`, a
 * bundle per function, takes twenty; a process then starts in a tenth of the time its TypeScript
 * source takes through the loader. Test stacks run these (`lambda-runtime.ts`, `{ bundled }`).
 */
export async function bundleFunctions(outdir: string): Promise<void> {
  const entries = lambdaEntries();
  const deployed = esbuildOptions(entries[0]!.entry, outdir);
  await build({
    ...deployed,
    entryPoints: {
      ...Object.fromEntries(entries.map(({ name, entry }) => [`${name}/index`, entry])),
      worker: workerEntry,
    },
    minify: false,
    sourcemap: false,
    metafile: false,
  });
}

/**
 * The function process's code alone, as `<outdir>/worker.mjs`: what runs the deployed bundles of
 * `npm run build:lambdas` (`code: 'bundles'`) with plain node, as Lambda's runtime runs them,
 * without the TypeScript loader and the esbuild service it starts in every process.
 */
export async function bundleWorker(outdir: string): Promise<string> {
  await build({
    ...esbuildOptions(workerEntry, outdir),
    entryPoints: { worker: workerEntry },
    minify: false,
    sourcemap: false,
    metafile: false,
  });
  return path.join(outdir, 'worker.mjs');
}
