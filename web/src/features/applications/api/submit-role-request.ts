import type { TRoleRequestParsed } from '@contracts/applications/role-request';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Sends a role request (spec §7 submit-role-posting); the key stores it once. */
export const submitRoleRequest = (body: TRoleRequestParsed, idempotencyKey: string) =>
  callApi(applicationRoutes.submitRole, {
    body,
    schema: applicationRoutes.submitRole.response,
    headers: { 'idempotency-key': idempotencyKey },
  });
