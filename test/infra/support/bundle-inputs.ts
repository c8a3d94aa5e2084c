import path from 'node:path';
import { deployedBundle } from '../../../lib/constructs/bundling';
import { paths } from '../../../lib/paths';

// The infra tier's files share one module registry (vitest.config.mts), and the bundles are the
// ones the app's synthesis made (or made here first): each entry is bundled once per run however
// many files and checks read its inputs.
const read = new Map<string, readonly string[]>();

/**
 * The source files whose code ends up in a Lambda's bundle as deployed, relative to the
 * repository, from esbuild's metafile of that bundle (`deployedBundle`).
 */
export async function bundleInputs(entry: string): Promise<readonly string[]> {
  let inputs = read.get(entry);
  if (!inputs) {
    const { metafile } = deployedBundle(entry);
    // The entry and its chunks: a route's module is in the bundle, though loaded on first use.
    const files = Object.values(metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([file]) => path.relative(paths.repoRoot, path.resolve(paths.repoRoot, file))),
    );
    inputs = Object.freeze([...new Set(files)].sort());
    read.set(entry, inputs);
  }
  return inputs;
}
