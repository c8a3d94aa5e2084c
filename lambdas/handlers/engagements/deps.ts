import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';

/**
 * What the engagements Lambda may reach: the table only (the owner's engagements and the clients
 * they belong to), with the clock and new ids. No bucket, mail or bus until letters are sent.
 */
export const engagementsDeps = defineDeps({ ...signedInPorts });
