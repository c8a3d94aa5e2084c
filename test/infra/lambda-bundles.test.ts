import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../lib/constructs/bundling';
import { paths } from '../../lib/paths';
import { sdkClientsOf } from '../../scripts/check-sizes';
import { declaredSdkClients, lambdaDeps } from './support/lambda-deps';

const lambdas = await lambdaDeps();

/** The bundle as deployed (the CDK construct's options), kept in memory with its metafile. */
async function bundledSdkClients(entry: string, name: string): Promise<string[]> {
  const outdir = path.join(paths.lambdaDist, name);
  const result = await build({ ...esbuildOptions(entry, outdir), write: false, metafile: true });
  return sdkClientsOf(result.metafile);
}

// A port's SDK client reaches a bundle only through that port's factory: an area that does not
// declare a port does not bundle its client. The expectation comes from the declarations, so
// adding a port to an area changes it in one place.
describe.each(lambdas)('bundle $name', ({ name, entry, ports }) => {
  it('holds exactly the AWS SDK clients of its declared ports', async () => {
    expect(await bundledSdkClients(entry, name)).toEqual(declaredSdkClients(ports));
  });
});
