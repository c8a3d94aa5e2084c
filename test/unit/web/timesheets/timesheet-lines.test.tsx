import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entryMessages, ZTimeEntry, type TTimeEntry } from '@contracts/timesheets/entry';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { EntriesTable } from '@/features/timesheets/components/entries-table';
import { MeetingsList } from '@/features/timesheets/components/meetings-list';
import { record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/** The owner's timesheet lists: the period's entries and its scheduled meetings. */
const ZONE = 'Europe/London';

const entry = (over: Partial<TTimeEntry> = {}) =>
  ZTimeEntry.parse({
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
    workstreamId: null,
    createdAt: '2030-03-04T11:00:00.000Z',
    updatedAt: '2030-03-04T11:00:00.000Z',
    ...over,
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

const showEntries = (entries: TTimeEntry[], onDeleted?: () => void) =>
  renderScreen(
    <EntriesTable
      bookingPageId="cal-1"
      timeZone={ZONE}
      currency="EUR"
      entries={entries}
      total={{ minutes: 90, amountPence: 37_500 }}
      onDeleted={onDeleted}
    />,
  );

beforeEach(() => {
  signIn();
});

describe("the owner's entries table", () => {
  it("totals the entries' own time and amount, not the meetings billed beside them (issue 35)", () => {
    // One €375 entry; the period also bills a €150 meeting, which the cards count.
    showEntries([entry()]);
    const table = screen.getByRole('table', { name: 'Time entries of the period, newest first' });
    const footer = screen.getByRole('rowheader', { name: 'Entries total' }).closest('tr');
    expect(footer?.textContent).toContain('1h 30m');
    expect(footer?.textContent).toContain('€375.00');
    expect(within(table).getAllByRole('row')).toHaveLength(3); // head, the entry, the total
  });

  it('offers to edit or delete a draft only', () => {
    showEntries([entry(), entry({ id: 'e-2', description: 'Audit', status: 'submitted' })]);
    expect(screen.getByRole('link', { name: 'Edit Risk review' }).getAttribute('href')).toBe(
      '/timesheets/entries/e-1/edit?calendar=cal-1',
    );
    expect(screen.getByRole('button', { name: 'Delete Risk review' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit Audit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Audit' })).toBeNull();
  });

  it('asks before deleting; Cancel and Escape leave the entry, the focus back on its button', async () => {
    const calls = record(timesheetRoutes.deleteEntry, undefined);
    const ui = showEntries([entry()]);
    const remove = screen.getByRole('button', { name: 'Delete Risk review' });
    await ui.user.click(remove);
    const ask = screen.getByRole('alertdialog', { name: 'Delete time entry' });
    expect(ask.textContent).toContain(entryMessages.deleteConfirm);
    await ui.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    await ui.user.click(remove);
    await screen.findByRole('alertdialog');
    await ui.user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(calls).toHaveLength(0);
  });

  it('deletes the entry once confirmed, and says so', async () => {
    const calls = record(timesheetRoutes.deleteEntry, undefined);
    let deleted = 0;
    const ui = showEntries([entry({ id: 'e/1' })], () => deleted++);
    await ui.user.click(screen.getByRole('button', { name: 'Delete Risk review' }));
    await ui.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(entryMessages.deleted)).toBeDefined();
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/booking-pages/cal-1/timesheet-entries/e%2F1',
    ]);
    expect(deleted).toBe(1);
  });

  it('says so when the server refuses to delete', async () => {
    refuse(timesheetRoutes.deleteEntry, 409, entryMessages.locked);
    let deleted = 0;
    const ui = showEntries([entry()], () => deleted++);
    await ui.user.click(screen.getByRole('button', { name: 'Delete Risk review' }));
    await ui.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(entryMessages.deleteFailed)).toBeDefined();
    expect(deleted).toBe(0);
  });
});

describe("the owner's meetings list", () => {
  const settings = '/timesheets/billing?calendar=cal-1';
  const showMeetings = (m: TTimesheetMeeting, billingSettings?: string) =>
    renderScreen(
      <MeetingsList
        meetings={[m]}
        timeZone={ZONE}
        currency="GBP"
        {...(billingSettings && { billingSettings })}
      />,
    );

  it('says why a meeting the page would bill bills nothing, and where to set the rate', async () => {
    const ui = showMeetings(meeting(), settings);
    expect(screen.getByText('Billable: No (no hourly rate)')).toBeDefined();
    expect(
      screen.getByText(/This page bills meetings at its hourly rate, but has none\./),
    ).toBeDefined();
    await ui.user.click(
      screen.getByRole('link', { name: 'Set an hourly rate in Billing settings' }),
    );
    expect(ui.location()).toBe(settings);
  });

  it('gives no hint without it: meetings not billed, or the client’s approval page', () => {
    const { unmount } = showMeetings(meeting());
    expect(screen.getByText('Billable: No')).toBeDefined();
    expect(screen.queryByText(/Billing settings/)).toBeNull();
    unmount();
    showMeetings(meeting({ billable: true, ratePence: 12_000, amountPence: 12_000 }), settings);
    expect(screen.getByText('Billable: £120.00 at £120.00/h')).toBeDefined();
    expect(screen.queryByText(/Billing settings/)).toBeNull();
  });
});
