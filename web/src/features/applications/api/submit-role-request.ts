import { ZSubmitted } from '@contracts/applications/application';
import type { TRoleRequestParsed } from '@contracts/applications/role-request';
import { apiFetch } from '@/lib/api-client';

/** Sends a role request (spec §7 submit-role-posting); the key stores it once. */
export const submitRoleRequest = (body: TRoleRequestParsed, idempotencyKey: string) =>
  apiFetch('/api/applications/role', {
    method: 'POST',
    body,
    schema: ZSubmitted,
    headers: { 'idempotency-key': idempotencyKey },
  });
