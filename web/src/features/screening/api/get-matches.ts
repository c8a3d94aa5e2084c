import useSWR from 'swr';
import { ZMatchReport } from '@contracts/applications/matching';
import { apiFetch } from '@/lib/api-client';
import { matchesPath } from './paths';

export { matchesPath };

/** The professionals ranked for a role request, each point explained, and those excluded. */
export const getMatches = (roleId: string) =>
  apiFetch(matchesPath(roleId), { schema: ZMatchReport });

/** Keyed by the signed-in admin too; role requests only (the server refuses other kinds). */
export function useMatches(roleId: string, sub: string) {
  return useSWR([matchesPath(roleId), sub], () => getMatches(roleId));
}
