import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import type { TProfessionalProfile } from '@contracts/account/professional-profile';
import {
  invoiceMessages,
  ZInvoice,
  type TInvoice,
  type TInvoiceSummary,
} from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import InvoicesPage from '@/features/invoices/routes/invoices-page';
import { answer, record, refuse, type Call } from '../../../support/web/api';
import { renderScreen, type Screen } from '../../../support/web/render';
import { describedBy, disabled } from '../../../support/web/read';
import { signIn } from '../../../support/web/session';

/**
 * `/invoices`: an invoice's payment in its row. "Mark as paid" asks the day (today unless another
 * is picked) and the row then says "Paid on"; "Mark as not paid" takes it back; an invoice past
 * its due date and neither paid nor credited reads "Overdue", on the browser's calendar.
 */

/** The browser's day in every test: Wednesday 20 March 2030, noon on its own clock. */
const TODAY = '2030-03-20';

/** An invoice as `GET /api/invoices/{id}` answers it (issued 4 March, due 18 March). */
const full = (over: Partial<TInvoice> = {}): TInvoice =>
  ZInvoice.parse({
    id: 'INV-0001',
    kind: 'invoice',
    number: 1,
    reference: 'INV-0001',
    status: 'done',
    bookingPageId: 'cal-1',
    bookingPageName: 'Acme advisory',
    periodId: '2030-02-25_2030-03-03',
    startDate: '2030-02-25',
    endDate: '2030-03-03',
    timeZone: 'Europe/London',
    currency: 'GBP',
    issuer: { name: 'Priya Shah', company: '', email: 'me@example.com', address: '', taxId: '' },
    client: { name: 'Acme Ltd', email: 'ap@acme.example', address: '' },
    issueDate: '2030-03-04',
    dueDate: '2030-03-18',
    lines: [],
    subtotalPence: 22_500,
    taxBasisPoints: 2000,
    taxPence: 4_500,
    totalPence: 27_000,
    engagement: null,
    credits: null,
    reason: null,
    creditedBy: null,
    paidOn: null,
    fileName: 'INV-0001.pdf',
    downloadUrl: null,
    documentId: null,
    libraryId: null,
    emailedTo: null,
    sentAt: null,
    message: null,
    createdAt: '2030-03-04T09:00:00.000Z',
    completedAt: '2030-03-04T09:00:05.000Z',
    ...over,
  });

/** The same as the list shows it: without its lines and link. */
const summary = (over: Partial<TInvoice> = {}): TInvoiceSummary => {
  const { lines: _lines, downloadUrl: _downloadUrl, ...row } = full(over);
  return row;
};

/** `CN-0001`, cancelling `INV-0002`. */
const creditNote = summary({
  id: 'CN-0001',
  kind: 'credit-note',
  number: 1,
  reference: 'CN-0001',
  credits: 'INV-0002',
  reason: 'Wrong rate',
  subtotalPence: -22_500,
  taxPence: -4_500,
  totalPence: -27_000,
  dueDate: '2030-03-01',
});
const credited = summary({
  id: 'INV-0002',
  number: 2,
  reference: 'INV-0002',
  creditedBy: 'CN-0001',
  dueDate: '2030-03-01',
});

/**
 * The server's invoices, as it holds them: the list answers what it holds now, so a reload after
 * a change reads the change too.
 */
let held: TInvoiceSummary[] = [];
const serve = (...invoices: TInvoiceSummary[]) => {
  held = invoices;
  return record(invoiceRoutes.listInvoices, () => ({ invoices: held, nextCursor: null }));
};
/** The server records (or takes back) a payment: its answer is the invoice, changed. */
const pays = (route: typeof invoiceRoutes.recordPayment | typeof invoiceRoutes.clearPayment) =>
  record(route, (call: Call) => {
    const paidOn = (call.body as { paidOn?: string } | undefined)?.paidOn ?? null;
    held = held.map((i) => (i.id === call.params.invoiceId ? { ...i, paidOn } : i));
    return full({ ...held.find((i) => i.id === call.params.invoiceId), paidOn });
  });

const show = () => renderScreen(<InvoicesPage />, { at: '/invoices' });

/** The row of `reference`, once the list is on the screen. */
const rowOf = async (reference: string) => {
  const header = await screen.findByRole('rowheader', { name: new RegExp(`^${reference}`) });
  return header.closest('tr') as HTMLElement;
};

/** Opens "Mark as paid" in the row of `reference`, and answers its dialog and date input. */
async function openMarkPaid(ui: Screen, reference: string) {
  const row = await rowOf(reference);
  await ui.user.click(within(row).getByRole('button', { name: 'Mark as paid' }));
  const dialog = await screen.findByRole('dialog', { name: `Mark Invoice ${reference} as paid` });
  return { row, dialog, date: within(dialog).getByLabelText('Paid on') as HTMLInputElement };
}

async function pickDate(ui: Screen, input: HTMLInputElement, date: string) {
  await ui.user.clear(input);
  await ui.user.type(input, date);
}

beforeEach(() => {
  // Only the clock: the network and the user's typing keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 2, 20, 12, 0, 0));
  signIn();
  answer(timesheetRoutes.getProfile, {
    name: 'Priya Shah',
    company: '',
    address: '',
    taxId: '',
  } as TProfessionalProfile);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an invoice marked as paid', () => {
  it('sends the day chosen, then says when it was paid', async () => {
    serve(summary());
    const calls = pays(invoiceRoutes.recordPayment);
    const ui = show();
    const { row, dialog, date } = await openMarkPaid(ui, 'INV-0001');
    // Today on the browser's calendar, and never later.
    expect(date.value).toBe(TODAY);
    expect(date.max).toBe(TODAY);
    expect(date.type).toBe('date');
    await pickDate(ui, date, '2030-03-15');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(invoiceMessages.markedPaid('INV-0001'))).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/invoices/INV-0001/payment');
    expect(calls[0]?.body).toEqual({ paidOn: '2030-03-15' });
    await waitFor(() => expect(within(row).getByText('Paid on 15 Mar 2030')).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Paid: no longer overdue, and the payment can be taken back.
    expect(within(row).queryByText('Overdue')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    const undo = within(row).getByRole('button', { name: 'Mark as not paid' });
    // The focus stays on the row's payment, now the button that takes it back.
    await waitFor(() => expect(document.activeElement).toBe(undo));
    // And keeps it once the dialog has finished closing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(undo);
  });

  it('is marked by keyboard alone, paid today unless another day is picked', async () => {
    serve(summary());
    const calls = pays(invoiceRoutes.recordPayment);
    const ui = show();
    const row = await rowOf('INV-0001');
    within(row).getByRole('button', { name: 'Mark as paid' }).focus();
    await ui.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Paid on');
    date.focus();
    await ui.user.keyboard('{Enter}');
    expect(await screen.findByText(invoiceMessages.markedPaid('INV-0001'))).toBeDefined();
    expect(calls[0]?.body).toEqual({ paidOn: TODAY });
    await waitFor(() => expect(within(row).getByText('Paid on 20 Mar 2030')).toBeDefined());
  });

  it("shows the server's refusal of the day under the date, and keeps the dialog", async () => {
    serve(summary());
    refuse(invoiceRoutes.recordPayment, 400, invoiceMessages.paidBeforeIssue, {
      code: 'validation_error',
      fields: { paidOn: invoiceMessages.paidBeforeIssue },
    });
    const ui = show();
    const { row, dialog, date } = await openMarkPaid(ui, 'INV-0001');
    await pickDate(ui, date, '2030-03-01');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(describedBy(date)).toBe(invoiceMessages.paidBeforeIssue));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(invoiceMessages.paymentFailed)).toBeDefined();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(row).queryByText(/Paid on/)).toBeNull();
  });

  it('says why another refusal failed, and shows the invoice as the server now holds it', async () => {
    serve(summary());
    refuse(invoiceRoutes.recordPayment, 409, invoiceMessages.paymentOfCredited, {
      code: 'conflict',
    });
    const ui = show();
    const { dialog } = await openMarkPaid(ui, 'INV-0001');
    // Credited elsewhere meanwhile.
    held = [summary({ creditedBy: 'CN-0001' })];
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const toast = (await screen.findByText(invoiceMessages.paymentFailed)).closest('li');
    expect(toast?.textContent).toContain(invoiceMessages.paymentOfCredited);
    const row = await rowOf('INV-0001');
    await waitFor(() => expect(within(row).getByText('Credited')).toBeDefined());
    expect(within(row).queryByRole('button', { name: 'Mark as paid' })).toBeNull();
  });

  it('checks the day by the contract before sending anything', async () => {
    serve(summary());
    const calls = pays(invoiceRoutes.recordPayment);
    const ui = show();
    const { dialog, date } = await openMarkPaid(ui, 'INV-0001');
    await ui.user.clear(date);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(date)).toBe(invoiceMessages.paidOn));
    expect(calls).toHaveLength(0);
  });
});

describe('a payment taken back', () => {
  it('sends DELETE, then offers to mark it as paid again', async () => {
    serve(summary({ paidOn: '2030-03-15' }));
    const calls = pays(invoiceRoutes.clearPayment);
    const ui = show();
    const row = await rowOf('INV-0001');
    expect(within(row).getByText('Paid on 15 Mar 2030')).toBeDefined();
    expect(within(row).queryByText('Overdue')).toBeNull();
    await ui.user.click(within(row).getByRole('button', { name: 'Mark as not paid' }));

    expect(await screen.findByText(invoiceMessages.markedUnpaid('INV-0001'))).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/invoices/INV-0001/payment');
    expect(calls[0]?.body).toBeUndefined();
    const again = await within(row).findByRole('button', { name: 'Mark as paid' });
    expect(within(row).queryByText(/Paid on/)).toBeNull();
    // Due on 18 March and unpaid again: overdue once more.
    expect(within(row).getByText('Overdue')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('says why it failed', async () => {
    serve(summary({ paidOn: '2030-03-15' }));
    refuse(invoiceRoutes.clearPayment, 503, 'Invoices are resting');
    const ui = show();
    const row = await rowOf('INV-0001');
    const undo = within(row).getByRole('button', { name: 'Mark as not paid' });
    await ui.user.click(undo);
    const toast = (await screen.findByText(invoiceMessages.paymentFailed)).closest('li');
    expect(toast?.textContent).toContain('Invoices are resting');
    await waitFor(() => expect(disabled(undo)).toBe(false));
    expect(within(row).getByText('Paid on 15 Mar 2030')).toBeDefined();
  });
});

describe('what a row offers and says', () => {
  it('offers no payment for a credit note nor for a credited invoice', async () => {
    serve(summary({ id: 'INV-0003', number: 3, reference: 'INV-0003' }), creditNote, credited);
    show();
    const open = await rowOf('INV-0003');
    expect(within(open).getByRole('button', { name: 'Mark as paid' })).toBeDefined();
    for (const reference of ['CN-0001', 'INV-0002']) {
      const row = await rowOf(reference);
      expect(within(row).queryByRole('button', { name: 'Mark as paid' })).toBeNull();
      expect(within(row).queryByRole('button', { name: 'Mark as not paid' })).toBeNull();
    }
  });

  it('says Overdue past the due date only while neither paid nor credited', async () => {
    serve(
      summary(),
      summary({ id: 'INV-0004', number: 4, reference: 'INV-0004', dueDate: TODAY }),
      summary({ id: 'INV-0005', number: 5, reference: 'INV-0005', paidOn: '2030-03-19' }),
      creditNote,
      credited,
    );
    show();
    // Due 18 March, unpaid: overdue on the 20th.
    expect(within(await rowOf('INV-0001')).getByText('Overdue')).toBeDefined();
    // Due today: not yet.
    expect(within(await rowOf('INV-0004')).queryByText('Overdue')).toBeNull();
    const paid = await rowOf('INV-0005');
    expect(within(paid).queryByText('Overdue')).toBeNull();
    expect(within(paid).getByText('Paid on 19 Mar 2030')).toBeDefined();
    expect(within(await rowOf('CN-0001')).queryByText('Overdue')).toBeNull();
    expect(within(await rowOf('INV-0002')).queryByText('Overdue')).toBeNull();
  });
});
