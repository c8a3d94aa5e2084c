import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.extendRequest;

/**
 * Gives every signer still waiting a new 30-day link, mailed to them; an expired request goes
 * back out. Answers the document as it now stands.
 */
export const extendRequest = (id: string) =>
  callApi(route, { params: { id }, schema: route.response });
