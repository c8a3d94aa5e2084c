import { describe, expect, it } from 'vitest';
import { deployedBundle } from '../../lib/constructs/bundling';
import { sdkClientsOf } from '../../scripts/check-sizes';
import { declaredSdkClients, lambdaDeps } from './support/lambda-deps';

const lambdas = await lambdaDeps();

/** The SDK clients in the bundle as deployed (the one the app's synthesis made, or made here). */
const bundledSdkClients = (entry: string) => sdkClientsOf(deployedBundle(entry).metafile);

// A port's SDK client reaches a bundle only through that port's factory: an area that does not
// declare a port does not bundle its client. The expectation comes from the declarations, so
// adding a port to an area changes it in one place.
describe.each(lambdas)('bundle $name', ({ entry, ports }) => {
  it('holds exactly the AWS SDK clients of its declared ports', () => {
    expect(bundledSdkClients(entry)).toEqual(declaredSdkClients(ports));
  });
});
