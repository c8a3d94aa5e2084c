import { ZMyApplication, type TApplicationChanges } from '@contracts/applications/my-applications';
import { apiFetch } from '@/lib/api-client';
import { myApplicationPath } from './paths';

/**
 * Saves the applicant's changes: the whole form again, of the application's own kind. Refused
 * (409) once screening has started; the answer is the application as now stored.
 */
export const editApplication = (id: string, changes: TApplicationChanges) =>
  apiFetch(myApplicationPath(id), { method: 'PUT', body: changes, schema: ZMyApplication });
