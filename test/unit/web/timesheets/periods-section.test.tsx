import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PERIOD_ACTION_LABELS,
  PERIOD_STATE_LABELS,
  periodMessages,
  ZTimesheetPeriod,
  type TTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { PeriodsSection } from '@/features/timesheets/components/periods-section';
import { formatDateTime, PERIOD_STATE_STYLES } from '@/features/timesheets/lib/period-display';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { billing } from '../../../support/web/billing';
import { signIn } from '../../../support/web/session';

/*
 * "Submitted periods" of the owner's timesheet screen: the periods and the page's billing
 * settings come from the API (answered here by their routes), and every move is pressed.
 */
const ZONE = 'Europe/London';
const SUBMITTED_AT = '2026-11-09T09:00:00.000Z';
const APPROVED_AT = '2026-11-10T15:30:00.000Z';

const period = (over: Partial<TTimesheetPeriod> = {}): TTimesheetPeriod =>
  ZTimesheetPeriod.parse({
    id: 'p-1',
    bookingPageId: 'cal-1',
    startDate: '2026-11-02',
    endDate: '2026-11-08',
    state: 'submitted',
    entryCount: 3,
    totals: {
      meetingMinutes: 0,
      entryMinutes: 135,
      totalMinutes: 135,
      billableMinutes: 90,
      billableAmountPence: 22583,
    },
    currency: 'GBP',
    sentTo: 'jane@client.example',
    approval: null,
    query: null,
    invoiceId: null,
    history: [
      {
        action: 'submitted',
        at: SUBMITTED_AT,
        actor: 'consultant',
        email: 'me@example.com',
        name: null,
        ipAddress: null,
        note: null,
      },
    ],
    createdAt: SUBMITTED_AT,
    updatedAt: SUBMITTED_AT,
    ...over,
  });

beforeEach(() => {
  signIn();
  answer(timesheetRoutes.getBilling, billing());
});

const show = () =>
  renderScreen(<PeriodsSection bookingPageId="cal-1" sub="user-1" timeZone={ZONE} />);

/** The periods listed, each a region named by its days, once the list has loaded. */
const cards = async (count: number) => {
  const section = screen.getByRole('region', { name: 'Submitted periods' });
  const items = () => Array.from(section.querySelectorAll<HTMLElement>(':scope > ul > li'));
  await expect.poll(() => items().length).toBe(count);
  return items().map((item) => within(item).getByRole('region'));
};
const badge = (card: HTMLElement, state: TTimesheetPeriod['state']) =>
  within(card).getByText(PERIOD_STATE_LABELS[state], { selector: '[class]' });

describe('Submitted periods', () => {
  it('says when none was submitted', async () => {
    const calls = record(timesheetRoutes.listPeriods, { periods: [] });
    show();
    expect(await screen.findByText('No periods submitted yet')).toBeDefined();
    expect(calls[0]?.url.pathname).toBe('/api/booking-pages/cal-1/timesheet-periods');
  });

  it('shows that it is loading until the periods arrive', async () => {
    hang(timesheetRoutes.listPeriods);
    show();
    expect(await screen.findByText('Loading submitted periods...')).toBeDefined();
  });

  it('says why it could not load, with a toast, and Try again reads the list again', async () => {
    refuse(timesheetRoutes.listPeriods, 503, 'Network down');
    const ui = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(periodMessages.loadFailed);
    expect(alert.textContent).toContain('Network down');
    // The toast says it too.
    await expect.poll(() => screen.queryAllByText(periodMessages.loadFailed).length).toBe(2);
    answer(timesheetRoutes.listPeriods, { periods: [] });
    await ui.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No periods submitted yet')).toBeDefined();
  });

  it('shows each period with its days, state, figures, recipient and history', async () => {
    answer(timesheetRoutes.listPeriods, { periods: [period()] });
    const ui = show();
    const [card] = await cards(1);
    if (!card) throw new Error('no period shown');
    expect(within(card).getByRole('heading').textContent).toBe('2 Nov 2026 – 8 Nov 2026');
    expect(badge(card, 'submitted').className).toContain(PERIOD_STATE_STYLES.submitted);
    expect(card.textContent).toContain('3 entries · 1h 30m billable · £225.83');
    expect(card.textContent).toContain('Sent to jane@client.example');
    const history = within(card).getByText('History (1)');
    await ui.user.click(history);
    const moves = within(card).getAllByRole('listitem');
    expect(moves).toHaveLength(1);
    expect(moves[0]?.textContent).toContain(PERIOD_ACTION_LABELS.submitted);
    const at = moves[0]?.querySelector('time');
    expect(at?.getAttribute('datetime')).toBe(SUBMITTED_AT);
    expect(at?.textContent).toBe(formatDateTime(SUBMITTED_AT, ZONE));
    expect(moves[0]?.textContent).toContain('me@example.com');
    // Awaiting approval: it can be reopened or sent again, and nothing marks it approved.
    expect(within(card).getByRole('button', { name: 'Reopen' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
    expect(within(card).getByRole('button', { name: 'Send again' })).toBeDefined();
    expect(within(card).queryByText(/Mark approved/)).toBeNull();
  });

  it('names the client a link went to as Billing settings do, with the address (issue 35)', async () => {
    answer(timesheetRoutes.getBilling, billing({ clientName: 'Acme Ltd' }));
    answer(timesheetRoutes.listPeriods, {
      periods: [period(), period({ id: 'p-0', sentTo: 'old@client.example' })],
    });
    show();
    await screen.findByText('Sent to Acme Ltd (jane@client.example)');
    const [, earlier] = await cards(2);
    // A link that went to another address is not put under the name given to this one.
    expect(earlier?.textContent).toContain('Sent to old@client.example');
    expect(earlier?.textContent).not.toContain('Acme Ltd');
  });

  it("shows the client's sign-off, query and the other states, each in its own colour", async () => {
    answer(timesheetRoutes.listPeriods, {
      periods: [
        period({
          id: 'p-4',
          state: 'approved',
          approval: {
            name: 'Jane Client',
            email: 'jane@client.example',
            at: APPROVED_AT,
            ipAddress: '203.0.113.7',
          },
        }),
        period({
          id: 'p-3',
          state: 'queried',
          query: 'Tuesday is billed twice',
          history: [
            ...period().history,
            {
              action: 'queried',
              at: APPROVED_AT,
              actor: 'client',
              email: 'jane@client.example',
              name: 'Jane Client',
              ipAddress: '203.0.113.7',
              note: 'Tuesday is billed twice',
            },
          ],
        }),
        period({ id: 'p-2', state: 'reopened', sentTo: null }),
        period({ id: 'p-1', state: 'approved', invoiceId: 'INV-0007' }),
      ],
    });
    const ui = show();
    const [approved, queried, reopened, invoiced] = await cards(4);
    if (!approved || !queried || !reopened || !invoiced) throw new Error('periods missing');
    // An approved period is invoiced once: the button until then, the invoice's number after.
    expect(within(approved).getByRole('button', { name: 'Issue invoice' })).toBeDefined();
    expect(
      within(invoiced).getByRole('link', { name: 'Invoiced as INV-0007' }).getAttribute('href'),
    ).toBe('/invoices');
    for (const card of [invoiced, queried, reopened])
      expect(within(card).queryByRole('button', { name: 'Issue invoice' })).toBeNull();
    expect(badge(approved, 'approved').className).toContain(PERIOD_STATE_STYLES.approved);
    expect(approved.textContent).toContain(
      `Approved by Jane Client (jane@client.example) on ${formatDateTime(APPROVED_AT, ZONE)} from 203.0.113.7`,
    );
    expect(badge(queried, 'queried').className).toContain(PERIOD_STATE_STYLES.queried);
    const query = within(queried).getByRole('note', { name: "The client's query" });
    expect(query.querySelector('blockquote')?.textContent).toBe('Tuesday is billed twice');
    expect(query.textContent).toContain('Edit the entries and submit the period again');
    await ui.user.click(within(queried).getByText('History (2)'));
    expect(queried.textContent).toContain('jane@client.example, Jane Client · from 203.0.113.7');
    expect(badge(reopened, 'reopened').className).toContain(PERIOD_STATE_STYLES.reopened);
    expect(reopened.textContent).toContain('Not e-mailed to the client');
    // Only a period awaiting approval is reopened or sent again.
    for (const card of [approved, queried, reopened]) {
      expect(within(card).queryByRole('button', { name: 'Reopen' })).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Send again' })).toBeNull();
    }
    expect(new Set(Object.values(PERIOD_STATE_STYLES)).size).toBe(4);
  });

  it('sends the approval link again, toasts what the server says and reads the list again', async () => {
    const lists = record(timesheetRoutes.listPeriods, { periods: [period()] });
    const sends = record(timesheetRoutes.sendPeriod, {
      ...period(),
      message: periodMessages.sent('jane@client.example'),
    });
    const ui = show();
    await cards(1);
    await ui.user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(periodMessages.sent('jane@client.example'))).toBeDefined();
    expect(sends.map((c) => c.url.pathname)).toEqual([
      '/api/booking-pages/cal-1/timesheet-periods/p-1/send',
    ]);
    await expect.poll(() => lists.length).toBe(2);
  });

  it("says the server's reason when the link cannot be sent again", async () => {
    answer(timesheetRoutes.listPeriods, { periods: [period()] });
    refuse(timesheetRoutes.sendPeriod, 409, periodMessages.noClientEmail);
    const ui = show();
    await cards(1);
    await ui.user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(periodMessages.noClientEmail)).toBeDefined();
  });
});

describe('Reopen', () => {
  /** Opens the Reopen dialog of the one period shown. */
  const openReopen = async () => {
    const ui = show();
    await cards(1);
    await ui.user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen this period?' });
    return { ui, dialog, reason: within(dialog).getByRole('textbox', { name: 'Reason' }) };
  };

  beforeEach(() => {
    answer(timesheetRoutes.listPeriods, { periods: [period()] });
  });

  it('asks for the reason, and refuses to reopen without one', async () => {
    const calls = record(timesheetRoutes.reopenPeriod, period({ state: 'reopened' }));
    const { ui, dialog, reason } = await openReopen();
    expect(reason.hasAttribute('required')).toBe(true);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Validation Error')).toBeDefined();
    expect(
      (await within(dialog).findAllByText(periodMessages.reasonRequired)).length,
    ).toBeGreaterThan(0);
    await ui.user.type(reason, '   ');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('reopens with the reason, toasts it, closes and reads the periods again', async () => {
    const lists = record(timesheetRoutes.listPeriods, { periods: [period()] });
    const calls = record(timesheetRoutes.reopenPeriod, period({ state: 'reopened' }));
    const { ui, dialog, reason } = await openReopen();
    await ui.user.type(reason, 'An entry is missing from Tuesday');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(periodMessages.reopened)).toBeDefined();
    expect(calls[0]?.url.pathname).toBe('/api/booking-pages/cal-1/timesheet-periods/p-1/reopen');
    expect(calls[0]?.body).toEqual({ reason: 'An entry is missing from Tuesday' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.poll(() => lists.length).toBe(2);
  });

  it('keeps the dialog and the reason when the server refuses', async () => {
    refuse(timesheetRoutes.reopenPeriod, 409, 'The client approved it meanwhile');
    const { ui, dialog, reason } = await openReopen();
    await ui.user.type(reason, 'Wrong rate');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(periodMessages.reopenFailed)).toBeDefined();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reason' }).value).toBe(
      'Wrong rate',
    );
  });
});
