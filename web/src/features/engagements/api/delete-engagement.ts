import { engagementRoutes } from '@contracts/engagements/routes';
import { callApi } from '@/lib/call-api';

/** Deletes a draft engagement; 409 once its letter is out, as its letters are both sides' record. */
export const deleteEngagement = (id: string) =>
  callApi(engagementRoutes.delete, { params: { id } });
