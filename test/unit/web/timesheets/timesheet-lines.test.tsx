import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ZTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';

/*
 * The owner's timesheet lists, rendered on the server as first shown (the unit tier has neither
 * a DOM nor the web app's `@/` alias): they are loaded by path, with their `@/` imports provided
 * here — the real UI primitives, a fake API client and an action hook that is never pressed.
 */
const { web } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/api-client', () => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act: vi.fn(), busy: false }) }));
for (const ui of ['badge', 'button', 'confirm-action'])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );

let EntriesTable: ComponentType<Record<string, unknown>>;
let MeetingsList: ComponentType<Record<string, unknown>>;
beforeAll(async () => {
  ({ EntriesTable } = await import(
    /* @vite-ignore */ web('features/timesheets/components/entries-table.tsx')
  ));
  ({ MeetingsList } = await import(
    /* @vite-ignore */ web('features/timesheets/components/meetings-list.tsx')
  ));
});

const ZONE = 'Europe/London';
const render = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

const entry = ZTimeEntry.parse({
  id: 'e-1',
  bookingPageId: 'cal-1',
  startTime: '2030-03-04T09:00:00.000Z',
  endTime: '2030-03-04T10:30:00.000Z',
  durationMinutes: 90,
  description: 'Risk review',
  billable: true,
  ratePence: 25_000,
  amountPence: 37_500,
  status: 'draft',
  statusHistory: [],
  createdAt: '2030-03-04T11:00:00.000Z',
  updatedAt: '2030-03-04T11:00:00.000Z',
});

const meeting = (fields: Partial<TTimesheetMeeting> = {}): TTimesheetMeeting => ({
  id: 'm-1',
  title: 'Kick-off',
  attendeeName: 'Jane Client',
  startTime: '2030-03-05T10:00:00.000Z',
  endTime: '2030-03-05T11:00:00.000Z',
  durationMinutes: 60,
  billable: false,
  ratePence: null,
  amountPence: null,
  ...fields,
});

describe("the owner's entries table", () => {
  it("totals the entries' own time and amount, not the meetings billed beside them (issue 35)", () => {
    // One €375 entry; the period also bills a €150 meeting, which the cards count.
    const html = render(
      createElement(EntriesTable, {
        bookingPageId: 'cal-1',
        timeZone: ZONE,
        currency: 'EUR',
        entries: [entry],
        total: { minutes: 90, amountPence: 37_500 },
      }),
    );
    const footer = /<tfoot[\s\S]*?<\/tfoot>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('Entries total');
    expect(footer).toContain('<span>1h 30m</span>');
    expect(footer).toContain('data-testid="entries-amount-total">€375.00</span>');
  });
});

describe("the owner's meetings list", () => {
  const settings = '/timesheets/billing?calendar=cal-1';

  it('says why a meeting the page would bill bills nothing, and where to set the rate', () => {
    const html = render(
      createElement(MeetingsList, {
        meetings: [meeting()],
        timeZone: ZONE,
        currency: 'GBP',
        billingSettings: settings,
      }),
    );
    expect(html).toContain('data-testid="meeting-billed">Billable: No (no hourly rate)</span>');
    expect(html).toContain('This page bills meetings at its hourly rate, but has none.');
    expect(html).toMatch(
      /<a[^>]*href="\/timesheets\/billing\?calendar=cal-1"[^>]*>Set an hourly rate in Billing settings<\/a>/,
    );
  });

  it('gives no hint without it: meetings not billed, or the client’s approval page', () => {
    const html = render(
      createElement(MeetingsList, { meetings: [meeting()], timeZone: ZONE, currency: 'GBP' }),
    );
    expect(html).toContain('data-testid="meeting-billed">Billable: No</span>');
    expect(html).not.toContain('Billing settings');
    const billed = render(
      createElement(MeetingsList, {
        meetings: [meeting({ billable: true, ratePence: 12_000, amountPence: 12_000 })],
        timeZone: ZONE,
        currency: 'GBP',
        billingSettings: settings,
      }),
    );
    expect(billed).toContain('Billable: £120.00 at £120.00/h');
    expect(billed).not.toContain('Billing settings');
  });
});
