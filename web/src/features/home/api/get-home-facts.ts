import useSWR from 'swr';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** The applicant's own applications (the same first page, and cache entry, as My applications). */
const myApplications = applicationRoutes.listMine;

/** The first page of the person's applications: enough to tell what they came for. */
export function useMyApplicationsFirstPage(sub: string) {
  return useSWR([myApplications.path, sub, ''], () =>
    callApi(myApplications, { schema: myApplications.response }),
  );
}
