import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { timesheetApprovalRoutes } from '@contracts/timesheet-approval/routes';
import {
  PERIOD_STATE_LABELS,
  periodMessages,
  ZPeriodForApproval,
  type TPeriodForApproval,
} from '@contracts/timesheets/period-approval';
import { changedSinceOpened, deadLinkFor } from '@/features/timesheet-approval/lib/dead-link';
import TimesheetApprovalPage from '@/features/timesheet-approval/routes/timesheet-approval-page';
import { formatDateTime } from '@/features/timesheets/lib/period-display';
import { answer, hang, record, refuse, type Call } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { disabled } from '../../../support/web/read';

/*
 * The client's approval link (`/timesheet-approval#<token>`, public): the period as the server
 * answered it, and the approve and query forms typed into and sent, in the DOM, with the API
 * answered at the fetch boundary.
 */
const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';
const ZONE = 'Europe/London';
const APPROVED_AT = '2026-11-10T15:30:00.000Z';
/** The hash the server gave for the copy the page shows. */
const SHOWN = 'ab'.repeat(32);

const view = (over: Partial<TPeriodForApproval> = {}): TPeriodForApproval =>
  ZPeriodForApproval.parse({
    bookingPageName: 'Acme retainer',
    consultant: 'consultant@example.com',
    clientEmail: 'jane@client.example',
    startDate: '2026-11-02',
    endDate: '2026-11-08',
    timeZone: ZONE,
    currency: 'GBP',
    state: 'submitted',
    canAct: true,
    meetings: [
      {
        id: 'm-1',
        title: 'Kick-off',
        attendeeName: 'Jane Client',
        startTime: '2026-11-03T10:00:00.000Z',
        endTime: '2026-11-03T10:30:00.000Z',
        durationMinutes: 30,
      },
    ],
    entries: [
      {
        startTime: '2026-11-02T09:00:00.000Z',
        endTime: '2026-11-02T10:30:00.000Z',
        description: 'Risk review',
        durationMinutes: 90,
        billable: true,
        ratePence: 15055,
        amountPence: 22583,
      },
      {
        startTime: '2026-11-02T11:00:00.000Z',
        endTime: '2026-11-02T11:45:00.000Z',
        description: 'Internal notes',
        durationMinutes: 45,
        billable: false,
        ratePence: null,
        amountPence: null,
      },
    ],
    totals: {
      meetingMinutes: 30,
      entryMinutes: 135,
      totalMinutes: 165,
      billableMinutes: 90,
      billableAmountPence: 22583,
    },
    approval: null,
    query: null,
    shownSha256: SHOWN,
    ...over,
  });

const show = (hash = `#${TOKEN}`) =>
  renderScreen(<TimesheetApprovalPage />, { at: `/timesheet-approval${hash}` });
const shown = () => screen.findByRole('heading', { level: 1, name: 'Timesheet for approval' });
/** The text of the fact a term names, in the page's header list. */
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const entryRows = () => screen.getAllByTestId('approval-entry');
const approveForm = () => screen.getByRole('form', { name: 'Approve' });
const queryForm = () => screen.getByRole('form', { name: 'Query' });
const byToken = (call: Call | undefined) => call?.headers.get(LINK_TOKEN_HEADER);

describe('the client approval page', () => {
  it('says a link that opens no period is not valid, and shows nothing of it', async () => {
    const calls = record(timesheetApprovalRoutes.get, view());
    for (const hash of ['', '#not-a-token']) {
      const { unmount } = show(hash);
      expect(screen.getByText('Link not valid')).toBeDefined();
      expect(screen.getByText(periodMessages.linkInvalid)).toBeDefined();
      expect(screen.queryByText('Timesheet for approval')).toBeNull();
      unmount();
    }
    // Without a token nothing is asked of the server.
    expect(calls).toHaveLength(0);
    refuse(timesheetApprovalRoutes.get, 404, periodMessages.linkInvalid, { code: 'not_found' });
    show();
    expect(await screen.findByText('Link not valid')).toBeDefined();
    expect(screen.queryByText('Timesheet for approval')).toBeNull();
  });

  it('loads with the token from the fragment, sent in its header and with no sign-in', async () => {
    hang(timesheetApprovalRoutes.get);
    const { unmount } = show();
    expect(await screen.findByText('Loading timesheet...')).toBeDefined();
    unmount();
    const calls = record(timesheetApprovalRoutes.get, view());
    show();
    await shown();
    expect(calls).toHaveLength(1);
    expect(byToken(calls[0])).toBe(TOKEN);
    expect(calls[0]?.authorization).toBeNull();
    // The token never travels in the address.
    expect(calls[0]?.url.href).not.toContain(TOKEN);
  });

  it('says what went wrong when the period cannot be read, and "Try again" reads it again', async () => {
    refuse(timesheetApprovalRoutes.get, 500, 'Internal error');
    const ui = show();
    expect(await screen.findByText('Something went wrong')).toBeDefined();
    expect(screen.getByText('Internal error')).toBeDefined();
    answer(timesheetApprovalRoutes.get, view());
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await shown()).toBeDefined();
  });

  it('shows the period as answered: who, which page and days, entries, meetings, totals', async () => {
    answer(timesheetApprovalRoutes.get, view());
    show();
    await shown();
    expect(fact('Consultant')).toBe('consultant@example.com');
    expect(fact('Booking page')).toBe('Acme retainer');
    expect(fact('Period')).toBe('2 Nov 2026 – 8 Nov 2026');
    expect(fact('Times in')).toBe(ZONE);
    const [billable, internal] = entryRows();
    if (!billable || !internal) throw new Error('two entries expected');
    // On the page's clock: 09:00 UTC is 09:00 in London in November.
    expect(cells(billable)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Mon, 2 Nov 2026'),
        expect.stringContaining('09:00–10:30'),
        expect.stringContaining('Risk review'),
        expect.stringContaining('1h 30m'),
        expect.stringContaining('£150.55/h'),
        expect.stringContaining('£225.83'),
      ]),
    );
    expect(internal.textContent).toContain('Not billable');
    expect(screen.getByText('Kick-off')).toBeDefined();
    expect(screen.getByTestId('total-time').textContent).toBe('2h 45m');
    expect(screen.getByTestId('billable-time').textContent).toBe('1h 30m');
    expect(screen.getByTestId('billable-amount').textContent).toBe('£225.83');
    expect(screen.queryByTestId('approval-outcome')).toBeNull();
  });

  it('totals the entries on their own, the cards counting the billed meetings too (issue 35)', async () => {
    // One 1h30 entry at £150.55 and a 30-minute meeting billed at £120 an hour.
    const base = view();
    answer(
      timesheetApprovalRoutes.get,
      view({
        meetings: [{ ...base.meetings[0]!, billable: true, ratePence: 12000, amountPence: 6000 }],
        totals: { ...base.totals, billableMinutes: 120, billableAmountPence: 28583 },
      }),
    );
    show();
    await shown();
    const footer = screen.getByRole('rowheader', { name: 'Entries total' }).closest('tr')!;
    expect(footer.textContent).toContain('2h 15m');
    expect(footer.textContent).toContain('£225.83');
    expect(footer.textContent).not.toContain('£285.83');
    expect(screen.getByTestId('billable-amount').textContent).toBe('£285.83');
    expect(screen.getByTestId('billable-time').textContent).toBe('2h 00m');
    expect(screen.getByText('Billable entries and billed meetings')).toBeDefined();
    expect(screen.queryByText('Entries marked billable')).toBeNull();
  });

  it('offers labelled approve and query forms while the link can be used', async () => {
    answer(timesheetApprovalRoutes.get, view());
    show();
    await shown();
    const approve = approveForm();
    expect(within(approve).getByLabelText('Your name')).toBeDefined();
    expect(
      within(approve).getByText('Approving records your name, the time and your network address.'),
    ).toBeDefined();
    expect(
      within(approve).getByRole('button', { name: 'Approve timesheet' }).getAttribute('type'),
    ).toBe('submit');
    const query = queryForm();
    expect(within(query).getByLabelText('Your name')).toBeDefined();
    expect(within(query).getByLabelText('What needs changing?')).toBeDefined();
    expect(within(query).getByRole('button', { name: 'Send query' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('approves under the typed name, with the token in its header, and shows the answer', async () => {
    answer(timesheetApprovalRoutes.get, view());
    const approvals = record(
      timesheetApprovalRoutes.approve,
      view({
        state: 'approved',
        canAct: false,
        approval: {
          name: 'Jane Client',
          email: 'jane@client.example',
          at: APPROVED_AT,
          ipAddress: '203.0.113.7',
        },
      }),
    );
    const ui = show();
    await shown();
    // No name: the contract refuses before anything is sent.
    await ui.user.click(within(approveForm()).getByRole('button', { name: 'Approve timesheet' }));
    expect(await screen.findByText('Validation Error')).toBeDefined();
    expect(within(approveForm()).getByText(periodMessages.nameRequired)).toBeDefined();
    expect(approvals).toHaveLength(0);

    await ui.user.type(within(approveForm()).getByLabelText('Your name'), 'Jane Client');
    await ui.user.click(within(approveForm()).getByRole('button', { name: 'Approve timesheet' }));
    expect(await screen.findByText(periodMessages.approvedByClient)).toBeDefined();
    expect(approvals).toHaveLength(1);
    // The copy the page showed goes back with the answer, so only that can be approved.
    expect(approvals[0]?.body).toEqual({ name: 'Jane Client', shownSha256: SHOWN });
    expect(byToken(approvals[0])).toBe(TOKEN);
    expect(approvals[0]?.authorization).toBeNull();
    // The answer replaces the forms, and takes the focus.
    const outcome = screen.getByTestId('approval-outcome');
    expect(outcome.textContent).toContain(PERIOD_STATE_LABELS.approved);
    expect(document.activeElement).toBe(outcome);
    expect(screen.queryByRole('form', { name: 'Approve' })).toBeNull();
  });

  it('queries with the name and the comment', async () => {
    answer(timesheetApprovalRoutes.get, view());
    const queries = record(
      timesheetApprovalRoutes.query,
      view({ state: 'queried', canAct: false, query: 'Tuesday is billed twice' }),
    );
    const ui = show();
    await shown();
    await ui.user.type(within(queryForm()).getByLabelText('Your name'), 'Jane Client');
    await ui.user.type(
      within(queryForm()).getByLabelText('What needs changing?'),
      'Tuesday is billed twice',
    );
    await ui.user.click(within(queryForm()).getByRole('button', { name: 'Send query' }));
    expect(await screen.findByText(periodMessages.queriedByClient)).toBeDefined();
    expect(queries[0]?.body).toEqual({
      name: 'Jane Client',
      comment: 'Tuesday is billed twice',
      shownSha256: SHOWN,
    });
    expect(byToken(queries[0])).toBe(TOKEN);
    expect(screen.getByTestId('approval-outcome').textContent).toContain('Tuesday is billed twice');
  });

  it('reloads the period when the link was used meanwhile', async () => {
    const usedElsewhere = view({
      state: 'approved',
      canAct: false,
      approval: {
        name: 'Jo Client',
        email: 'jo@client.example',
        at: APPROVED_AT,
        ipAddress: '203.0.113.9',
      },
    });
    const reads: Call[] = record(timesheetApprovalRoutes.get, (call) =>
      reads.indexOf(call) === 0 ? view() : usedElsewhere,
    );
    refuse(timesheetApprovalRoutes.approve, 409, periodMessages.linkUsed, { code: 'conflict' });
    const ui = show();
    await shown();
    await ui.user.type(within(approveForm()).getByLabelText('Your name'), 'Jane Client');
    await ui.user.click(within(approveForm()).getByRole('button', { name: 'Approve timesheet' }));
    expect(await screen.findByText(periodMessages.approveFailed)).toBeDefined();
    // Read again: the period as it now is, read-only, saying who approved it.
    await expect
      .poll(() => screen.queryByTestId('approval-outcome')?.textContent)
      .toContain('Approved by Jo Client');
    expect(reads).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Approve timesheet' })).toBeNull();
    expect(deadLinkFor(409, periodMessages.linkUsed)).toBe('used');
    expect(deadLinkFor(404, periodMessages.linkInvalid)).toBe('invalid');
    expect(deadLinkFor(409, periodMessages.changedMeanwhile)).toBeUndefined();
    expect(deadLinkFor(500, 'Internal error')).toBeUndefined();
  });

  it('asks for a reload when the period changed after the page was loaded, keeping the link', async () => {
    const reads = record(timesheetApprovalRoutes.get, view());
    refuse(timesheetApprovalRoutes.approve, 409, periodMessages.changedSinceOpened, {
      code: 'conflict',
    });
    const ui = show();
    await shown();
    await ui.user.type(within(approveForm()).getByLabelText('Your name'), 'Jane Client');
    await ui.user.click(within(approveForm()).getByRole('button', { name: 'Approve timesheet' }));
    // The notice takes the forms' place, and the focus, until the reload.
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(periodMessages.changedSinceOpened);
    expect(document.activeElement).toBe(notice);
    expect(screen.queryByRole('form', { name: 'Approve' })).toBeNull();
    // Not a dead link: nothing is reloaded behind the client's back.
    expect(reads).toHaveLength(1);
    expect(changedSinceOpened(409, periodMessages.changedSinceOpened)).toBe(true);
    expect(changedSinceOpened(409, periodMessages.linkUsed)).toBe(false);
    expect(deadLinkFor(409, periodMessages.changedSinceOpened)).toBeUndefined();

    hang(timesheetApprovalRoutes.get);
    await ui.user.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(disabled(within(notice).getByRole('button', { name: 'Reloading...' }))).toBe(true);
  });

  it('brings the forms back with the reloaded copy after a change', async () => {
    answer(timesheetApprovalRoutes.get, view());
    refuse(timesheetApprovalRoutes.approve, 409, periodMessages.changedSinceOpened, {
      code: 'conflict',
    });
    const ui = show();
    await shown();
    await ui.user.type(within(approveForm()).getByLabelText('Your name'), 'Jane Client');
    await ui.user.click(within(approveForm()).getByRole('button', { name: 'Approve timesheet' }));
    const notice = await screen.findByRole('alert');
    const NEWER = 'cd'.repeat(32);
    answer(timesheetApprovalRoutes.get, view({ shownSha256: NEWER }));
    const approvals = record(timesheetApprovalRoutes.approve, view({ canAct: false }));
    await ui.user.click(within(notice).getByRole('button', { name: 'Reload' }));
    const approve = await screen.findByRole('form', { name: 'Approve' });
    await ui.user.type(within(approve).getByLabelText('Your name'), 'Jane Client');
    await ui.user.click(within(approveForm()).getByRole('button', { name: 'Approve timesheet' }));
    await expect.poll(() => approvals.length).toBe(1);
    expect(approvals[0]?.body).toEqual({ name: 'Jane Client', shownSha256: NEWER });
  });

  it('is read-only once used, saying what became of the period', async () => {
    const approval = {
      name: 'Jane Client',
      email: 'jane@client.example',
      at: APPROVED_AT,
      ipAddress: '203.0.113.7',
    };
    const outcomes: [TPeriodForApproval, string[]][] = [
      [
        view({ state: 'approved', canAct: false, approval }),
        [
          PERIOD_STATE_LABELS.approved,
          `Approved by Jane Client (jane@client.example) on ${formatDateTime(APPROVED_AT, ZONE)} from 203.0.113.7`,
        ],
      ],
      [
        view({ state: 'queried', canAct: false, query: 'Tuesday is billed twice' }),
        [PERIOD_STATE_LABELS.queried, 'Tuesday is billed twice'],
      ],
      [view({ canAct: false }), [periodMessages.linkUsed]],
    ];
    for (const [period, said] of outcomes) {
      answer(timesheetApprovalRoutes.get, period);
      const { unmount } = show();
      await shown();
      const outcome = screen.getByTestId('approval-outcome');
      for (const words of said) expect(outcome.textContent).toContain(words);
      // The period stays shown; no form is offered.
      expect(screen.getByText('Risk review')).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Approve timesheet' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send query' })).toBeNull();
      unmount();
    }
  });
});
