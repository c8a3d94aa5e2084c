/**
 * The clients feature's public entry for another feature's screens about one client (an
 * engagement is drafted for a client, and links back to it): the client as its own screen reads
 * it, under the same key, and the paths of the clients' screens.
 */
export { clientKey, useClient } from './api/get-client';
export { CLIENTS_PATH, clientPath } from './lib/client-display';
