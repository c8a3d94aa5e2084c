import type { TChangeStatus } from '@contracts/applications/application';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Moves the application on; a 409 says someone changed it since `expected` was read. */
export const changeStatus = (id: string, change: TChangeStatus) =>
  callApi(applicationRoutes.changeStatus, {
    params: { id },
    body: change,
    schema: applicationRoutes.changeStatus.response,
  });
