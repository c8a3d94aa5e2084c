import useSWR from 'swr';
import { applicationRoutes } from '@contracts/applications/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** A role request's ranking path: its SWR key starts with it, so actions revalidate it. */
export const matchesPath = (roleId: string) =>
  routePath(applicationRoutes.listMatches, { id: roleId });

/** The professionals ranked for a role request, each point explained, and those excluded. */
export const getMatches = (roleId: string) =>
  callApi(applicationRoutes.listMatches, {
    params: { id: roleId },
    schema: applicationRoutes.listMatches.response,
  });

/** Keyed by the signed-in admin too; role requests only (the server refuses other kinds). */
export function useMatches(roleId: string, sub: string) {
  return useSWR([matchesPath(roleId), sub], () => getMatches(roleId));
}
