import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type TApplicationStatus } from '@contracts/applications/application';
import { nextStatuses } from '@domain/applications/screening';
import { statusWords as statusMail } from '../../../../../lambdas/mail/templates/applicant-application-status-changed';

const noun = 'professional application';

describe('statusMail', () => {
  it('says every move screening allows, and a withdrawal, in its own words', () => {
    const moves: [TApplicationStatus, TApplicationStatus][] = APPLICATION_STATUSES.flatMap((from) =>
      [...nextStatuses(from), 'withdrawn' as const].map(
        (to) => [from, to] as [TApplicationStatus, TApplicationStatus],
      ),
    );
    const subjects = new Set<string>();
    for (const [from, to] of moves) {
      const mail = statusMail(noun, from, to);
      expect(mail.subject).toContain(noun);
      expect(mail.line).toContain(noun);
      subjects.add(`${to}:${mail.subject}`);
    }
    // One subject per destination, but reopening a rejected application, which has its own.
    expect([...subjects].filter((s) => s.startsWith('screening:'))).toHaveLength(2);
  });

  it('tells a rejection kindly and plainly', () => {
    const mail = statusMail(noun, 'interview', 'rejected');
    expect(mail.subject).toBe('An update on your professional application');
    expect(mail.line).toContain('not taking your professional application further');
  });

  it('tells a reopened application it is back in review', () => {
    expect(statusMail(noun, 'rejected', 'screening').subject).toBe(
      'Your professional application is back in review',
    );
    expect(statusMail(noun, 'new', 'screening').line).toContain('can no longer be changed');
  });
});
