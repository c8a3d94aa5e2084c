import { clientRoutes } from '@contracts/clients/routes';
import { callApi } from '@/lib/call-api';
import { usePagedList } from '@/lib/use-paged-list';

/**
 * The list's key. Every change to a client (its name, its contacts, a page linked to it or moved
 * away from it, its deletion) changes a line of the list, so each action revalidates it.
 */
export const clientsPath = clientRoutes.list.path;

/** One page of the owner's clients, by name. */
export const getClients = (cursor?: string | null) =>
  callApi(clientRoutes.list, {
    query: { cursor: cursor || undefined },
    schema: clientRoutes.list.response,
  });

/** The list, a page at a time (lib/use-paged-list.ts), the signed-in owner's. */
export const useClients = (sub: string) =>
  usePagedList(clientsPath, sub, [], (_, cursor) => getClients(cursor));
