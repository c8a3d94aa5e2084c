import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';

/** What the home Lambda may reach: the table, read only (`access.ts`), and the clock. */
export const homeDeps = defineDeps({ ...signedInPorts });
