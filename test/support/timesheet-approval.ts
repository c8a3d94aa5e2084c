import { expect } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { ZPeriodForApproval } from '@contracts/timesheets/period-approval';
import type { Caller } from './api-session';
import { mailsTo, poll } from './outbox';
import type { StackInfo } from './stack';

/** Approval mails already answered, so a later period's request is its own. */
const answered = new Set<string>();

/**
 * The client approves a submitted period by the link mailed to `email` (the first request not
 * answered yet, about `pageName` when given), as the approval page does: it reads the period and
 * approves the copy it was shown.
 */
export async function approveByLink(
  stack: StackInfo,
  anonymous: Caller,
  email: string,
  pageName?: string,
): Promise<void> {
  const { file, token } = await poll(
    async () => {
      const mail = (await mailsTo(stack.outboxDir, email)).find(
        (m) =>
          !answered.has(m.file) &&
          m.subject.startsWith('Timesheet for approval') &&
          (pageName === undefined || m.subject.includes(pageName)),
      );
      const found = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
      return mail && found ? { file: mail.file, token: found } : undefined;
    },
    30_000,
    `No approval link mailed to ${email}${pageName ? ` about ${pageName}` : ''}`,
  );
  answered.add(file);
  const headers = { [LINK_TOKEN_HEADER]: token };
  const view = await anonymous.call('GET', '/api/public/timesheet-approval', { headers });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  const { shownSha256 } = ZPeriodForApproval.parse(view.body);
  const res = await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
    body: { name: 'Jane Approver', shownSha256 },
    headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
