import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TProfessionalProfile } from '@contracts/account/professional-profile';
import { invoiceMessages, ZInvoicePreview } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { InvoicePreview } from '@/features/invoices/components/invoice-preview';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/** The Issue invoice dialog's preview, read from the server as the dialog opens. */
const preview = (over: Record<string, unknown> = {}) =>
  ZInvoicePreview.parse({
    startDate: '2030-03-04',
    endDate: '2030-03-10',
    currency: 'GBP',
    client: { name: 'Acme Ltd', email: 'jane@acme.example' },
    lines: [
      {
        date: '2030-03-04',
        description: 'Risk review',
        durationMinutes: 90,
        ratePence: 15_000,
        amountPence: 22_500,
      },
    ],
    subtotalPence: 22_500,
    taxBasisPoints: 2000,
    taxPence: 4_500,
    totalPence: 27_000,
    unratedLines: 0,
    invoiceId: null,
    ...over,
  });

const profile = (over: Partial<TProfessionalProfile> = {}) =>
  ({ name: 'Priya Shah', company: '', address: '', taxId: '', ...over }) as TProfessionalProfile;

const show = () =>
  renderScreen(<InvoicePreview bookingPageId="cal-1" periodId="p-1" sub="user-1" />);

/** The preview's "term: value" pairs, in the order a person reads them. */
const terms = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('dt')).map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);

beforeEach(() => {
  signIn();
  answer(timesheetRoutes.getProfile, profile());
});

describe('the invoice preview', () => {
  it('says who the invoice is from, before whom it bills (issue 35)', async () => {
    answer(timesheetRoutes.getProfile, profile({ company: 'Shah Security Ltd' }));
    const calls = record(invoiceRoutes.invoicePreview, preview());
    show();
    const section = await screen.findByRole('region', { name: 'Invoice preview' });
    await within(section).findByText('Priya Shah, Shah Security Ltd');
    expect(terms(section).slice(0, 3)).toEqual([
      ['Period', expect.any(String)],
      ['From', 'Priya Shah, Shah Security Ltd'],
      ['Bill to', 'Acme Ltd'],
    ]);
    expect(calls[0]?.url.pathname).toBe(
      '/api/booking-pages/cal-1/timesheet-periods/p-1/invoice-preview',
    );
  });

  it('names the seller alone when the profile gives no company', async () => {
    answer(invoiceRoutes.invoicePreview, preview());
    show();
    const section = await screen.findByRole('region', { name: 'Invoice preview' });
    await within(section).findByText('Priya Shah');
    expect(terms(section)[1]).toEqual(['From', 'Priya Shah']);
  });

  it('lists each line with its amount, and the subtotal, tax and total', async () => {
    answer(invoiceRoutes.invoicePreview, preview());
    show();
    const lines = await screen.findByRole('list', { name: 'Invoice lines' });
    const [line] = within(lines).getAllByRole('listitem');
    expect(line?.textContent).toContain('Risk review');
    expect(line?.textContent).toContain('£225.00');
    const section = screen.getByRole('region', { name: 'Invoice preview' });
    expect(terms(section).slice(-3)).toEqual([
      ['Subtotal', '£225.00'],
      ['Tax (20.00%)', '£45.00'],
      ['Total', '£270.00'],
    ]);
  });

  it('says when no line bills an amount, and warns of lines without a rate', async () => {
    answer(
      invoiceRoutes.invoicePreview,
      preview({ lines: [], subtotalPence: 0, taxPence: 0, totalPence: 0, unratedLines: 2 }),
    );
    show();
    expect(await screen.findByText('No approved line bills an amount.')).toBeDefined();
    expect(screen.getByText(invoiceMessages.unratedWarning(2))).toBeDefined();
  });

  it('shows that it is loading while the server has not answered', async () => {
    hang(invoiceRoutes.invoicePreview);
    show();
    expect(await screen.findByText('Loading the preview...')).toBeDefined();
  });

  it('says why it could not load, and Try again reads it again', async () => {
    refuse(invoiceRoutes.invoicePreview, 503, 'Invoices are resting');
    const ui = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The invoice preview could not be loaded');
    expect(alert.textContent).toContain('Invoices are resting');
    answer(invoiceRoutes.invoicePreview, preview());
    await ui.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Invoice preview' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
