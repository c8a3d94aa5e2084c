import useSWR from 'swr';
import { engagementRoutes } from '@contracts/engagements/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** Every month's budget of one engagement: linking or unlinking a page revalidates them all. */
export const budgetPath = (id: string) => routePath(engagementRoutes.budget, { id });

/** One month's budget (`YYYY-MM`); without a month, the server's choice: the current one. */
export const getEngagementBudget = (id: string, month: string | undefined) =>
  callApi(engagementRoutes.budget, {
    params: { id },
    query: { month },
    schema: engagementRoutes.budget.response,
  });

export function useEngagementBudget(id: string, month: string | undefined, sub: string) {
  return useSWR([budgetPath(id), sub, month ?? ''], () => getEngagementBudget(id, month), {
    // The months' bounds stay on screen while the next month loads, so the switcher keeps its place.
    keepPreviousData: true,
  });
}
