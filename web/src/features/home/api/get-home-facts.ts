import useSWR from 'swr';
import { ZMyApplicationList } from '@contracts/applications/my-applications';
import { apiFetch } from '@/lib/api-client';

/** The applicant's own applications (the same first page, and cache entry, as My applications). */
const myApplicationsPath = '/api/my/applications';

/** The first page of the person's applications: enough to tell what they came for. */
export function useMyApplicationsFirstPage(sub: string) {
  return useSWR([myApplicationsPath, sub, ''], () =>
    apiFetch(myApplicationsPath, { schema: ZMyApplicationList }),
  );
}
