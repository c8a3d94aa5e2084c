import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodMessages } from '@contracts/timesheets/period-approval';

/*
 * The Submit dialog's summary, rendered on the server as first shown (the unit tier has no DOM).
 * It imports no `@/` module, so it is loaded by its path alone.
 */
const web = (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname;

let SubmitSummary: ComponentType<{ summary: Record<string, unknown> }>;
beforeAll(async () => {
  ({ SubmitSummary } = await import(
    /* @vite-ignore */ web('features/timesheets/components/submit-summary.tsx')
  ));
});

const totals = {
  meetingMinutes: 60,
  entryMinutes: 600,
  totalMinutes: 660,
  billableMinutes: 600,
  billableAmountPence: 100_000,
};

/** The summary's text as a reader sees it (the markup's entities decoded). */
function shown(unrated: { entries: number; meetings: number }): string {
  const html = renderToStaticMarkup(
    createElement(SubmitSummary, {
      summary: {
        period: { startDate: '2030-03-01', endDate: '2030-03-31' },
        totals,
        currency: 'GBP',
        unrated,
      },
    }),
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
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
