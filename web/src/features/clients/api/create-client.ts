import type { TSaveClientParsed } from '@contracts/clients/client';
import { clientRoutes } from '@contracts/clients/routes';
import { callApi } from '@/lib/call-api';

/** Adds a client; answers it as saved, with its new id. */
export const createClient = (client: TSaveClientParsed) =>
  callApi(clientRoutes.create, { body: client, schema: clientRoutes.create.response });
