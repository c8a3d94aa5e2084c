import { engagementRoutes } from '@contracts/engagements/routes';
import { callApi } from '@/lib/call-api';
import { usePagedList } from '@/lib/use-paged-list';

/**
 * The lists' key, the owner's and each client's alike. Drafting, saving or deleting an
 * engagement changes a line of both, so each action revalidates it.
 */
export const engagementsPath = engagementRoutes.list.path;

/** One page of the owner's engagements, or of one client's, newest first. */
export const getEngagements = (clientId: string | undefined, cursor?: string | null) =>
  callApi(engagementRoutes.list, {
    query: { clientId: clientId || undefined, cursor: cursor || undefined },
    schema: engagementRoutes.list.response,
  });

/**
 * The list, a page at a time (lib/use-paged-list.ts), the signed-in owner's: every engagement,
 * or only `clientId`'s on that client's screen.
 */
export const useEngagements = (sub: string, clientId?: string) =>
  usePagedList(engagementsPath, sub, clientId ? [clientId] : [], (filters, cursor) =>
    getEngagements(filters[0], cursor),
  );
