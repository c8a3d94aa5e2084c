import type { TApplicationChanges } from '@contracts/applications/my-applications';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/**
 * Saves the applicant's changes: the whole form again, of the application's own kind. Refused
 * (409) once screening has started; the answer is the application as now stored.
 */
export const editApplication = (id: string, changes: TApplicationChanges) =>
  callApi(applicationRoutes.editMine, {
    params: { id },
    body: changes,
    schema: applicationRoutes.editMine.response,
  });
