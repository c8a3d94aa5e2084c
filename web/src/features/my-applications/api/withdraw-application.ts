import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Withdraws the application for good; the answer is the application, now withdrawn. */
export const withdrawApplication = (id: string) =>
  callApi(applicationRoutes.withdrawMine, {
    params: { id },
    schema: applicationRoutes.withdrawMine.response,
  });
