import path from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '../../../lib/constructs/bundling';
import { paths } from '../../../lib/paths';

// The infra tier's files share one module registry (vitest.config.mts), so each entry is bundled
// once per run however many files and checks read its inputs.
const bundled = new Map<string, Promise<readonly string[]>>();

/**
 * The source files whose code ends up in a Lambda's bundle, relative to the repository (from
 * esbuild's metafile, bundled as deployed but unminified and in memory).
 */
export function bundleInputs(entry: string): Promise<readonly string[]> {
  let inputs = bundled.get(entry);
  if (!inputs) {
    inputs = bundleFresh(entry);
    bundled.set(entry, inputs);
    // A failed bundle is not kept: the next caller sees the error too.
    inputs.catch(() => bundled.delete(entry));
  }
  return inputs;
}

async function bundleFresh(entry: string): Promise<readonly string[]> {
  const result = await build({
    ...esbuildOptions(entry, path.join(paths.repoRoot, 'dist', 'probe')),
    write: false,
    minify: false,
    sourcemap: false,
  });
  // The entry and its chunks: a route's module is in the bundle, though loaded on first use.
  const files = Object.values(result.metafile!.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => path.relative(paths.repoRoot, path.resolve(paths.repoRoot, file))),
  );
  return Object.freeze([...new Set(files)].sort());
}
