import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { billingMessages } from '@contracts/timesheets/billing';
import {
  periodMessages,
  ZTimesheetPeriod,
  type TTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { StatusActions } from '@/features/timesheets/components/status-actions';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { checked, describedBy, disabled } from '../../../support/web/read';
import { billing } from '../../../support/web/billing';
import { signIn } from '../../../support/web/session';

const sent = (message: string): TTimesheetPeriod & { message: string } => ({
  ...ZTimesheetPeriod.parse({
    id: 'p-1',
    bookingPageId: 'cal-1',
    startDate: '2026-11-02',
    endDate: '2026-11-08',
    state: 'submitted',
    entryCount: 2,
    totals: {
      meetingMinutes: 0,
      entryMinutes: 60,
      totalMinutes: 60,
      billableMinutes: 60,
      billableAmountPence: 10000,
    },
    currency: 'GBP',
    sentTo: null,
    approval: null,
    query: null,
    invoiceId: null,
    history: [],
    createdAt: '2026-11-09T09:00:00.000Z',
    updatedAt: '2026-11-09T09:00:00.000Z',
  }),
  message,
});

beforeEach(() => {
  signIn();
});

const showActions = (period: Record<string, string> = { period: 'this-week' }, draft = 2) =>
  renderScreen(
    <StatusActions
      bookingPageId="cal-1"
      period={period as { period: 'this-week' }}
      counts={{ draft, submitted: 3, approved: 1 }}
    />,
  );

/** Presses "Submit period (n)" and waits for the dialog's form, billing settings read. */
async function openDialog(ui: ReturnType<typeof showActions>) {
  await ui.user.click(screen.getByRole('button', { name: /^Submit period \(\d+\)$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit this period?' });
  await within(dialog).findByRole('button', { name: 'Submit' });
  return dialog;
}

describe('Submit period', () => {
  it('is offered only while the period has drafts, counting them, and never offers approval', () => {
    const { unmount } = showActions(undefined, 2);
    expect(
      screen.getByRole('button', { name: 'Submit period (2)' }).getAttribute('aria-haspopup'),
    ).toBe('dialog');
    // Nothing offers to mark a period approved: only the client does, from their link.
    expect(document.body.textContent).not.toMatch(/approved/i);
    unmount();
    showActions(undefined, 0);
    expect(screen.queryByRole('button', { name: /Submit period/ })).toBeNull();
  });

  it('offers to mail the client a link, on by default, when the page has their address', async () => {
    answer(timesheetRoutes.getBilling, billing());
    const dialog = await openDialog(showActions());
    const mail = within(dialog).getByRole('switch', {
      name: 'E-mail jane@client.example a link to approve it',
    });
    expect(checked(mail)).toBe(true);
    expect(disabled(mail)).toBe(false);
    expect(within(dialog).queryByRole('link', { name: /Billing settings/ })).toBeNull();
  });

  it('names the client as Billing settings do, with the address beside it (issue 35)', async () => {
    answer(
      timesheetRoutes.getBilling,
      billing({ clientEmail: 'jane@acme.example', clientName: 'Acme Ltd' }),
    );
    const dialog = await openDialog(showActions());
    expect(
      within(dialog).getByRole('switch', {
        name: 'E-mail Acme Ltd (jane@acme.example) a link to approve it',
      }),
    ).toSatisfy(checked);
  });

  it('without a client address, the mail is off and cannot be chosen, with a way to add one', async () => {
    answer(timesheetRoutes.getBilling, billing({ clientEmail: '' }));
    const ui = showActions();
    const dialog = await openDialog(ui);
    const mail = within(dialog).getByRole('switch', {
      name: 'E-mail the client a link to approve it',
    });
    expect(checked(mail)).toBe(false);
    expect(disabled(mail)).toBe(true);
    expect(describedBy(mail)).toBe("Add the client's e-mail in Billing settings");
    // The period can still be submitted, without the mail.
    expect(disabled(within(dialog).getByRole('button', { name: 'Submit' }))).toBe(false);
    await ui.user.click(
      within(dialog).getByRole('link', { name: "Add the client's e-mail in Billing settings" }),
    );
    expect(ui.location()).toBe('/timesheets/billing?calendar=cal-1');
  });

  it("sends the period and the client's mail, toasts the answer, and closes", async () => {
    answer(timesheetRoutes.getBilling, billing());
    const calls = record(timesheetRoutes.submitPeriod, sent('Sent to jane@client.example'));
    const ui = showActions();
    const dialog = await openDialog(ui);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Sent to jane@client.example');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/booking-pages/cal-1/timesheet-periods');
    expect(calls[0]?.body).toEqual({ period: 'this-week', sendToClient: true });
    expect(calls[0]?.authorization).toBe('Bearer test-access-token');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('turning the mail off submits without it', async () => {
    answer(timesheetRoutes.getBilling, billing());
    const calls = record(timesheetRoutes.submitPeriod, sent('Submitted'));
    const ui = showActions();
    const dialog = await openDialog(ui);
    await ui.user.click(within(dialog).getByRole('switch'));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Submitted');
    expect(calls[0]?.body).toEqual({ period: 'this-week', sendToClient: false });
  });

  it('sends a custom range by its days, and no mail without an address', async () => {
    answer(timesheetRoutes.getBilling, billing({ clientEmail: '' }));
    const calls = record(timesheetRoutes.submitPeriod, sent('Submitted'));
    const period = { period: 'custom', startDate: '2026-11-02', endDate: '2026-11-08' };
    const ui = showActions(period);
    const dialog = await openDialog(ui);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Submitted');
    expect(calls[0]?.body).toEqual({ ...period, sendToClient: false });
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    answer(timesheetRoutes.getBilling, billing({ clientEmail: '' }));
    refuse(timesheetRoutes.submitPeriod, 409, periodMessages.nothingToSubmit);
    const ui = showActions();
    const dialog = await openDialog(ui);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText(periodMessages.submitFailed);
    expect(screen.getByRole('dialog', { name: 'Submit this period?' })).toBeDefined();
  });

  it('billing settings that cannot be read leave the period submittable, with Try again', async () => {
    refuse(timesheetRoutes.getBilling, 500, 'Settings store down');
    const ui = showActions();
    await ui.user.click(screen.getByRole('button', { name: 'Submit period (2)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(billingMessages.loadFailed);
    expect(alert.textContent).toContain('Settings store down');
    expect(disabled(screen.getByRole('button', { name: 'Submit' }))).toBe(false);
    answer(timesheetRoutes.getBilling, billing());
    await ui.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('switch', {
        name: 'E-mail jane@client.example a link to approve it',
      }),
    ).toSatisfy(checked);
  });

  it('Escape closes the dialog and gives the focus back to its button', async () => {
    answer(timesheetRoutes.getBilling, billing());
    const ui = showActions();
    await openDialog(ui);
    await ui.user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit period (2)' }));
  });
});
