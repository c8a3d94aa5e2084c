import path from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '../../../lib/constructs/bundling';
import { paths } from '../../../lib/paths';

/**
 * The source files whose code ends up in a Lambda's bundle, relative to the repository (from
 * esbuild's metafile, bundled as deployed but unminified and in memory).
 */
export async function bundleInputs(entry: string): Promise<string[]> {
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
  return [...new Set(files)].sort();
}
