import type { TSaveClientParsed } from '@contracts/clients/client';
import { clientRoutes } from '@contracts/clients/routes';
import { callApi } from '@/lib/call-api';

/**
 * Saves a client's details as a whole; every booking page that bills it bills by them. A new
 * currency once time is logged on one of its pages answers 409.
 */
export const updateClient = (id: string, client: TSaveClientParsed) =>
  callApi(clientRoutes.update, {
    params: { id },
    body: client,
    schema: clientRoutes.update.response,
  });
