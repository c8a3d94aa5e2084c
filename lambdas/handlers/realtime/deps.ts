import { clockPort } from '../../deps/clock';
import { connectionsPort } from '../../deps/connections';
import { defineDeps } from '../../deps/define-deps';

/** What `$connect` and `$disconnect` may reach: the connection items, nothing else. */
export const realtimeDeps = defineDeps({ connections: connectionsPort, clock: clockPort });
