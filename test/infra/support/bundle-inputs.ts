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
    ...esbuildOptions(entry, path.join(paths.repoRoot, 'dist', 'probe', 'index.mjs')),
    write: false,
    minify: false,
    sourcemap: false,
  });
  const output = Object.values(result.metafile!.outputs).find((o) => o.entryPoint)!;
  return Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => path.relative(paths.repoRoot, path.resolve(paths.repoRoot, file)))
    .sort();
}
