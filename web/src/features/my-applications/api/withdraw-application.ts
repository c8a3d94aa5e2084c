import { ZMyApplication } from '@contracts/applications/my-applications';
import { apiFetch } from '@/lib/api-client';
import { withdrawPath } from './paths';

/** Withdraws the application for good; the answer is the application, now withdrawn. */
export const withdrawApplication = (id: string) =>
  apiFetch(withdrawPath(id), { method: 'POST', schema: ZMyApplication });
