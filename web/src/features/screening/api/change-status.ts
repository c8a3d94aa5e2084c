import { ZApplicationDetail, type TChangeStatus } from '@contracts/applications/application';
import { apiFetch } from '@/lib/api-client';
import { statusPath } from './paths';

/** Moves the application on; a 409 says someone changed it since `expected` was read. */
export const changeStatus = (id: string, change: TChangeStatus) =>
  apiFetch(statusPath(id), { method: 'POST', body: change, schema: ZApplicationDetail });
