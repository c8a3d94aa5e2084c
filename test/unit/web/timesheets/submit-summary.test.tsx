import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { periodMessages } from '@contracts/timesheets/period-approval';
import { SubmitSummary } from '@/features/timesheets/components/submit-summary';

/** The Submit dialog's summary of the period, before it is submitted. */
const totals = {
  meetingMinutes: 60,
  entryMinutes: 600,
  totalMinutes: 660,
  billableMinutes: 600,
  billableAmountPence: 100_000,
};

/** The summary's text as a reader sees it. */
function shown(unrated: { entries: number; meetings: number }): string {
  const { container } = render(
    <SubmitSummary
      summary={{
        period: { startDate: '2030-03-01', endDate: '2030-03-31' },
        totals,
        currency: 'GBP',
        unrated,
      }}
    />,
  );
  return container.textContent ?? '';
}

describe('the Submit summary', () => {
  it("warns of the server's exact count of billable entries without a rate", () => {
    const text = shown({ entries: 63, meetings: 0 });
    expect(text).toContain(periodMessages.unratedWarning(63));
    expect(text).not.toMatch(/at least/i);
    expect(text).not.toContain(periodMessages.unratedMeetingsWarning(0));
  });

  it('warns that meetings would be approved unbilled while the page has no rate', () => {
    const text = shown({ entries: 0, meetings: 2 });
    expect(text).toContain(periodMessages.unratedMeetingsWarning(2));
    expect(text).not.toContain('no rate:');
  });

  it('warns of nothing when every billable line has a rate', () => {
    const text = shown({ entries: 0, meetings: 0 });
    expect(text).not.toContain('no rate');
    expect(text).not.toContain('has none');
  });
});
