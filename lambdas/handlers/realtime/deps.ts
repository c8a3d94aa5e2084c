import { allowedOriginsPort } from '../../deps/allowed-origins';
import { clockPort } from '../../deps/clock';
import { connectionsPort } from '../../deps/connections';
import { defineDeps } from '../../deps/define-deps';

/** What `$disconnect` and `ping` may reach: the connection items, nothing else. */
export const realtimeDeps = defineDeps({ connections: connectionsPort, clock: clockPort });

/** `$connect` also reads which sites' pages may connect. */
export const connectDeps = defineDeps({
  connections: connectionsPort,
  clock: clockPort,
  allowedOrigins: allowedOriginsPort,
});
