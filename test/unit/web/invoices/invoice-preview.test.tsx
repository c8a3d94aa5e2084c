import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ZInvoicePreview } from '@contracts/invoices/invoice';

/*
 * The Issue invoice dialog's preview, rendered on the server as first shown (the unit tier has
 * neither a DOM nor the web app's `@/` alias): loaded by path, with its `@/` imports provided
 * here — the real UI primitives, and fake preview and profile hooks answering as the server does.
 */
const { web, hooks } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  hooks: { preview: {} as Record<string, unknown>, profile: {} as Record<string, unknown> },
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
for (const ui of ['button', 'spinner'])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );
vi.mock(web('features/invoices/api/get-invoice-preview.ts'), () => ({
  useInvoicePreview: () => hooks.preview,
}));
vi.mock('@/features/profile', () => ({ useProfessionalProfile: () => hooks.profile }));

let InvoicePreview: ComponentType<Record<string, unknown>>;
beforeAll(async () => {
  ({ InvoicePreview } = await import(
    /* @vite-ignore */ web('features/invoices/components/invoice-preview.tsx')
  ));
});

const preview = ZInvoicePreview.parse({
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
});

const show = (profile: Record<string, unknown>) => {
  hooks.preview = { data: preview, error: undefined, mutate: vi.fn() };
  hooks.profile = { data: profile };
  return renderToStaticMarkup(
    createElement(InvoicePreview, { bookingPageId: 'cal-1', periodId: 'p-1', sub: 'user-1' }),
  );
};

describe('the invoice preview', () => {
  it('says who the invoice is from, before whom it bills (issue 35)', () => {
    const html = show({ name: 'Priya Shah', company: 'Shah Security Ltd', address: '', taxId: '' });
    expect(html).toMatch(
      /<dt[^>]*>From<\/dt><dd[^>]*data-testid="preview-seller"[^>]*>Priya Shah, Shah Security Ltd<\/dd>/,
    );
    expect(html.indexOf('>From<')).toBeLessThan(html.indexOf('>Bill to<'));
    expect(html).toContain('Acme Ltd');
  });

  it('names the seller alone when the profile gives no company', () => {
    const html = show({ name: 'Priya Shah', company: '', address: '', taxId: '' });
    expect(html).toContain('data-testid="preview-seller">Priya Shah</dd>');
  });
});
