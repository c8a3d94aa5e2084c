import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodMessages, ZPeriodSent } from '@contracts/timesheets/period-approval';

/*
 * As in the other web tests: the unit tier has neither a DOM nor the web app's `@/` alias, so the
 * submit dialog is loaded by a computed path with its `@/` imports provided here: the real UI
 * primitives and contract form, a fake API client, session, billing hook and an action hook that
 * runs the action. The markup is rendered on the server, as first shown. Nothing can be pressed,
 * so the contract form is the real one with its last submit handler kept: calling it submits
 * the form as it stands, through the contract, as pressing "Submit" does.
 */
type Form = { handler?: () => Promise<void> };
const { web, apiFetch, act, toast, forms, billing } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  act: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  forms: { last: undefined as Form | undefined },
  billing: { current: {} as Record<string, unknown>, useBilling: vi.fn() },
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock(web('lib/toast.ts'), () => ({ toast }));
vi.mock('@/lib/forms/use-contract-form', async () => {
  const real = (await import(/* @vite-ignore */ web('lib/forms/use-contract-form.ts'))) as {
    useContractForm: (...args: unknown[]) => { submit: (onValid: unknown) => () => Promise<void> };
  };
  return {
    useContractForm: (...args: unknown[]) => {
      const form = real.useContractForm(...args);
      const kept: Form = {};
      forms.last = kept;
      return {
        ...form,
        submit: (onValid: unknown) => (kept.handler = form.submit(onValid)),
      };
    },
  };
});
for (const ui of [
  'button',
  'dialog',
  'dialog-form-footer',
  'form-dialog',
  'label',
  'spinner',
  'switch',
])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );
vi.mock('@/features/auth/session', () => ({
  useSession: () => ({ status: 'signedIn', user: { sub: 'user-1', email: 'me@example.com' } }),
}));
vi.mock('@/lib/api-client', () => ({ apiFetch }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act, busy: false }) }));
vi.mock(web('features/timesheets/api/billing.ts'), () => ({ useBilling: billing.useBilling }));

let Dialog: ComponentType<{ open: boolean; children?: ReactNode }>;
let SubmitPeriodForm: ComponentType<Record<string, unknown>>;
let StatusActions: ComponentType<Record<string, unknown>>;
beforeAll(async () => {
  ({ Dialog } = await import(/* @vite-ignore */ web('components/ui/dialog.tsx')));
  ({ SubmitPeriodForm } = await import(
    /* @vite-ignore */ web('features/timesheets/components/submit-period-form.tsx')
  ));
  ({ StatusActions } = await import(
    /* @vite-ignore */ web('features/timesheets/components/status-actions.tsx')
  ));
});

beforeEach(() => {
  forms.last = undefined;
  toast.error.mockReset();
  apiFetch.mockReset().mockResolvedValue({ message: 'done' });
  act.mockReset().mockImplementation(async (action: { run: () => Promise<unknown> }) => {
    try {
      return { ok: true, value: await action.run() };
    } catch (error) {
      return { ok: false, error };
    }
  });
  billing.useBilling.mockReset().mockImplementation(() => billing.current);
});

const PERIODS = '/api/booking-pages/cal-1/timesheet-periods';

/** The form as its open dialog shows it (the dialog's buttons need the dialog around them). */
const showForm = (props: Record<string, unknown>) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        Dialog,
        { open: true },
        createElement(SubmitPeriodForm, {
          bookingPageId: 'cal-1',
          period: { period: 'this-week' },
          onSubmitted: vi.fn(),
          ...props,
        }),
      ),
    ),
  );

const switchOf = (html: string) => /<button[^>]*role="switch"[^>]*>/.exec(html)?.[0] ?? '';

describe('Submit period', () => {
  it('offers to mail the client a link, on by default, when the page has their address', () => {
    const html = showForm({ clientEmail: 'jane@client.example' });
    const control = switchOf(html);
    expect(control).toContain('aria-checked="true"');
    expect(control).not.toContain('disabled=""');
    const id = /id="([^"]+)"/.exec(control)?.[1];
    expect(html).toContain(`for="${id}">E-mail jane@client.example a link to approve it</label>`);
    expect(html).not.toContain('Billing settings');
  });

  it('names the client as Billing settings do, with the address beside it (issue 35)', () => {
    const html = showForm({ clientEmail: 'jane@acme.example', clientName: 'Acme Ltd' });
    const id = /id="([^"]+)"/.exec(switchOf(html))?.[1];
    expect(html).toContain(
      `for="${id}">E-mail Acme Ltd (jane@acme.example) a link to approve it</label>`,
    );
  });

  it('without a client address, the mail is off and cannot be chosen, with a way to add one', () => {
    const html = showForm({ clientEmail: '' });
    const control = switchOf(html);
    expect(control).toContain('aria-checked="false"');
    expect(control).toContain('disabled=""');
    const hint = /aria-describedby="([^"]+)"/.exec(control)?.[1];
    expect(html).toMatch(
      new RegExp(
        `<p id="${hint}"[^>]*><a[^>]*href="/timesheets/billing\\?calendar=cal-1"[^>]*>Add the client&#x27;s e-mail in Billing settings</a>`,
      ),
    );
    // The period can still be submitted, without the mail.
    const submit = /<button[^>]*type="submit"[^>]*>Submit<\/button>/.exec(html)?.[0];
    expect(submit).toBeDefined();
    expect(submit).not.toContain('disabled=""');
  });

  it("sends the period and the client's mail, toasts the answer, and reloads both lists", async () => {
    const onSubmitted = vi.fn();
    showForm({ clientEmail: 'jane@client.example', onSubmitted });
    await forms.last?.handler?.();
    expect(apiFetch).toHaveBeenCalledWith(PERIODS, {
      method: 'POST',
      body: { period: 'this-week', sendToClient: true },
      schema: ZPeriodSent,
    });
    const action = act.mock.calls[0]?.[0] as {
      success: (sent: { message: string }) => string;
      error: string;
      revalidate: string[];
    };
    expect(action.success({ message: 'Sent to jane' })).toBe('Sent to jane');
    expect(action.error).toBe(periodMessages.submitFailed);
    expect(action.revalidate).toEqual(['/api/booking-pages/cal-1/timesheet', PERIODS]);
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('sends a custom range by its days, and no mail without an address', async () => {
    const period = { period: 'custom', startDate: '2026-11-02', endDate: '2026-11-08' };
    showForm({ clientEmail: '', period });
    await forms.last?.handler?.();
    expect(apiFetch).toHaveBeenCalledWith(
      PERIODS,
      expect.objectContaining({ body: { ...period, sendToClient: false } }),
    );
  });

  it('keeps the dialog open when the server refuses', async () => {
    apiFetch.mockRejectedValue(new Error(periodMessages.nothingToSubmit));
    const onSubmitted = vi.fn();
    showForm({ clientEmail: '', onSubmitted });
    await forms.last?.handler?.();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('is offered only while the period has drafts, counting them', () => {
    billing.current = { data: undefined, error: undefined };
    const show = (draft: number) =>
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(StatusActions, {
            bookingPageId: 'cal-1',
            period: { period: 'this-week' },
            counts: { draft, submitted: 3, approved: 1 },
          }),
        ),
      );
    expect(show(2)).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*>.*Submit period \(2\)<\/button>/,
    );
    expect(show(0)).toBe('');
    // Nothing offers to mark a period approved: only the client does, from their link.
    expect(show(2)).not.toContain('approved');
  });
});
