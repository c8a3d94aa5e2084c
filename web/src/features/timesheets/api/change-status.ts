import { ZStatusResult, type TStatusRequest } from '@contracts/timesheets/timesheet';
import { apiFetch } from '@/lib/api-client';
import { approvalsPath, submissionsPath } from './paths';

/** The period's drafts become submitted. */
export const submitEntries = (calendarId: string, request: TStatusRequest) =>
  apiFetch(submissionsPath(calendarId), { method: 'POST', body: request, schema: ZStatusResult });

/** The period's submitted entries become approved. */
export const approveEntries = (calendarId: string, request: TStatusRequest) =>
  apiFetch(approvalsPath(calendarId), { method: 'POST', body: request, schema: ZStatusResult });
