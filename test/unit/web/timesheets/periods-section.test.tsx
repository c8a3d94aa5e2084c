import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PERIOD_ACTION_LABELS,
  PERIOD_STATE_LABELS,
  periodMessages,
  ZPeriodSent,
  ZTimesheetPeriod,
  type TTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import {
  formatDateTime,
  PERIOD_STATE_STYLES,
} from '../../../../web/src/features/timesheets/lib/period-display';

/*
 * As in the other web tests: no DOM and no `@/` alias in the unit tier, so the section is loaded
 * by a computed path with its `@/` imports provided here: the real UI primitives and contract
 * form, a fake periods hook, API client and an action hook that runs the action. The markup is
 * rendered on the server, as first shown. Nothing can be pressed or typed: buttons are the real
 * ones with their click handlers kept, and the contract form is the real one with its values set
 * and its submit handler called, as typing and pressing do.
 */
type Form = {
  setValue?: (name: string, value: unknown) => void;
  handler?: () => Promise<void>;
};
type Pressable = { children?: ReactNode; onClick?: () => void };
const { web, apiFetch, act, toast, forms, buttons, periods, billing } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  act: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  forms: { last: undefined as Form | undefined },
  buttons: [] as Pressable[],
  periods: { current: {} as Record<string, unknown>, usePeriods: vi.fn() },
  billing: { current: {} as Record<string, unknown> },
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock(web('lib/toast.ts'), () => ({ toast }));
vi.mock('@/lib/forms/use-contract-form', async () => {
  const real = (await import(/* @vite-ignore */ web('lib/forms/use-contract-form.ts'))) as {
    useContractForm: (...args: unknown[]) => Required<Form> & {
      submit: (onValid: unknown) => () => Promise<void>;
    };
  };
  return {
    useContractForm: (...args: unknown[]) => {
      const form = real.useContractForm(...args);
      const kept: Form = { setValue: form.setValue };
      forms.last = kept;
      return { ...form, submit: (onValid: unknown) => (kept.handler = form.submit(onValid)) };
    },
  };
});
vi.mock('@/components/ui/button', async () => {
  const real = (await import(/* @vite-ignore */ web('components/ui/button.tsx'))) as {
    Button: ComponentType<Pressable>;
  };
  const { createElement: h } = await import('react');
  return {
    Button: (props: Pressable) => {
      buttons.push(props);
      return h(real.Button, props);
    },
  };
});
for (const ui of [
  'badge',
  'card',
  'dialog',
  'dialog-form-footer',
  'form-dialog',
  'form-field',
  'label',
  'spinner',
  'textarea',
])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );
vi.mock('@/lib/api-client', () => ({ apiFetch }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act, busy: false }) }));
vi.mock(web('features/timesheets/api/periods.ts'), () => ({ usePeriods: periods.usePeriods }));
vi.mock(web('features/timesheets/api/billing.ts'), () => ({ useBilling: () => billing.current }));
// The invoices feature's own dialog is tested with that feature; here it stands as its button.
vi.mock('@/features/invoices/issue-invoice', () => ({
  INVOICES_PAGE: '/invoices',
  IssueInvoiceButton: ({ periodId }: { periodId: string }) =>
    createElement('button', { 'data-period': periodId }, 'Issue invoice'),
}));

let Dialog: ComponentType<{ open: boolean; children?: ReactNode }>;
let PeriodsSection: ComponentType<Record<string, unknown>>;
let ReopenPeriodForm: ComponentType<Record<string, unknown>>;
beforeAll(async () => {
  ({ Dialog } = await import(/* @vite-ignore */ web('components/ui/dialog.tsx')));
  ({ PeriodsSection } = await import(
    /* @vite-ignore */ web('features/timesheets/components/periods-section.tsx')
  ));
  ({ ReopenPeriodForm } = await import(
    /* @vite-ignore */ web('features/timesheets/components/reopen-period-dialog.tsx')
  ));
});

beforeEach(() => {
  forms.last = undefined;
  buttons.length = 0;
  toast.error.mockReset();
  apiFetch.mockReset();
  act.mockReset().mockImplementation(async (action: { run: () => Promise<unknown> }) => {
    try {
      return { ok: true, value: await action.run() };
    } catch (error) {
      return { ok: false, error };
    }
  });
  periods.usePeriods.mockReset().mockImplementation(() => periods.current);
  billing.current = { data: undefined };
});

const ZONE = 'Europe/London';
const PERIODS = '/api/booking-pages/cal-1/timesheet-periods';
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

const show = (state: Record<string, unknown>) => {
  periods.current = { data: undefined, error: undefined, mutate: vi.fn(), ...state };
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(PeriodsSection, { bookingPageId: 'cal-1', sub: 'user-1', timeZone: ZONE }),
    ),
  );
};

const cards = (html: string) => html.split('data-testid="timesheet-period"').slice(1);
const pressable = (label: string) => buttons.filter((b) => [b.children].flat(2).includes(label));

describe('Submitted periods', () => {
  it('says when none was submitted, and loads or fails like the rest of the screen', () => {
    expect(show({ data: { periods: [] } })).toContain('No periods submitted yet');
    expect(periods.usePeriods).toHaveBeenCalledWith('cal-1', 'user-1');
    expect(show({})).toContain('Loading submitted periods...');
    const failed = show({ error: new Error('Network down') });
    expect(failed).toContain(periodMessages.loadFailed);
    expect(failed).toContain('Network down');
    expect(failed).toContain('Try again');
  });

  it('shows each period with its days, state, figures, recipient and history', () => {
    const html = show({ data: { periods: [period()] } });
    const [card = ''] = cards(html);
    expect(card).toContain('2 Nov 2026 – 8 Nov 2026');
    expect(card).toContain(
      `${PERIOD_STATE_STYLES.submitted}">${PERIOD_STATE_LABELS.submitted}</span>`,
    );
    expect(card).toContain('3 entries · 1h 30m billable · £225.83');
    expect(card).toContain('Sent to jane@client.example');
    const history = /<details[\s\S]*<\/details>/.exec(card)?.[0] ?? '';
    expect(history).toContain('History (1)');
    expect(history).toContain(`>${PERIOD_ACTION_LABELS.submitted}</span>`);
    expect(history).toContain(
      `<time dateTime="${SUBMITTED_AT}">${formatDateTime(SUBMITTED_AT, ZONE)}</time>`,
    );
    expect(history).toContain('me@example.com');
    // Awaiting approval: it can be reopened or sent again, and nothing marks it approved.
    expect(card).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Reopen<\/button>/);
    expect(card).toContain('Send again</button>');
    expect(card).not.toContain('Mark approved');
  });

  it('names the client a link went to as Billing settings do, with the address (issue 35)', () => {
    billing.current = { data: { clientName: 'Acme Ltd', clientEmail: 'jane@client.example' } };
    const html = show({
      data: { periods: [period(), period({ id: 'p-0', sentTo: 'old@client.example' })] },
    });
    const [current = '', earlier = ''] = cards(html);
    expect(current).toContain('Sent to Acme Ltd (jane@client.example)');
    // A link that went to another address is not put under the name given to this one.
    expect(earlier).toContain('Sent to old@client.example');
    expect(earlier).not.toContain('Acme Ltd');
  });

  it("shows the client's sign-off, query and the other states, each in its own colour", () => {
    const html = show({
      data: {
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
      },
    });
    const [approved = '', queried = '', reopened = '', invoiced = ''] = cards(html);
    // An approved period is invoiced once: the button until then, the invoice's number after.
    expect(approved).toContain('<button data-period="p-4">Issue invoice</button>');
    expect(invoiced).toMatch(/href="\/invoices"[^>]*>Invoiced as INV-0007<\/a>/);
    expect(invoiced).not.toContain('Issue invoice');
    for (const card of [queried, reopened]) expect(card).not.toContain('Issue invoice');
    expect(approved).toContain(`${PERIOD_STATE_STYLES.approved}">${PERIOD_STATE_LABELS.approved}`);
    expect(approved).toContain(
      `Approved by Jane Client (jane@client.example) on ${formatDateTime(APPROVED_AT, ZONE)} from 203.0.113.7`,
    );
    expect(queried).toContain(`${PERIOD_STATE_STYLES.queried}">${PERIOD_STATE_LABELS.queried}`);
    expect(queried).toContain(
      '<blockquote class="break-words whitespace-pre-wrap">Tuesday is billed twice</blockquote>',
    );
    expect(queried).toContain('Edit the entries and submit the period again');
    expect(queried).toContain('History (2)');
    expect(queried).toContain('jane@client.example, Jane Client · from 203.0.113.7');
    expect(reopened).toContain(`${PERIOD_STATE_STYLES.reopened}">${PERIOD_STATE_LABELS.reopened}`);
    expect(reopened).toContain('Not e-mailed to the client');
    // Only a period awaiting approval is reopened or sent again.
    for (const card of [approved, queried, reopened]) {
      expect(card).not.toContain('Reopen</button>');
      expect(card).not.toContain('Send again</button>');
    }
    expect(new Set(Object.values(PERIOD_STATE_STYLES)).size).toBe(4);
  });

  it('sends the approval link again and toasts what the server says', async () => {
    show({ data: { periods: [period()] } });
    apiFetch.mockResolvedValue({ message: periodMessages.sent('jane@client.example') });
    pressable('Send again')[0]?.onClick?.();
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(1));
    expect(apiFetch).toHaveBeenCalledWith(`${PERIODS}/p-1/send`, {
      method: 'POST',
      schema: ZPeriodSent,
    });
    const action = act.mock.calls[0]?.[0] as {
      success: (sent: { message: string }) => string;
      error: (error: unknown) => string;
      revalidate: string[];
    };
    expect(action.success({ message: 'Sent to jane' })).toBe('Sent to jane');
    expect(action.error(new Error(periodMessages.noClientEmail))).toBe(
      periodMessages.noClientEmail,
    );
    expect(action.revalidate).toEqual([PERIODS]);
  });
});

describe('Reopen', () => {
  const showForm = (onReopened = vi.fn()) =>
    renderToStaticMarkup(
      createElement(
        Dialog,
        { open: true },
        createElement(ReopenPeriodForm, { bookingPageId: 'cal-1', periodId: 'p-1', onReopened }),
      ),
    );

  it('asks for the reason, and refuses to reopen without one', async () => {
    const html = showForm();
    expect(html).toMatch(/<label[^>]*for="[^"]*-reason"[^>]*>Reason<\/label>/);
    expect(html).toMatch(/<textarea[^>]*required=""/);
    await forms.last?.handler?.();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: periodMessages.reasonRequired,
    });
    forms.last?.setValue?.('reason', '   ');
    await forms.last?.handler?.();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('reopens with the reason, toasts it and reloads the timesheet and the periods', async () => {
    const onReopened = vi.fn();
    showForm(onReopened);
    forms.last?.setValue?.('reason', 'An entry is missing from Tuesday');
    await forms.last?.handler?.();
    expect(apiFetch).toHaveBeenCalledWith(`${PERIODS}/p-1/reopen`, {
      method: 'POST',
      body: { reason: 'An entry is missing from Tuesday' },
      schema: ZTimesheetPeriod,
    });
    expect(act).toHaveBeenCalledWith(
      expect.objectContaining({
        success: periodMessages.reopened,
        error: periodMessages.reopenFailed,
        revalidate: ['/api/booking-pages/cal-1/timesheet', PERIODS],
      }),
    );
    expect(onReopened).toHaveBeenCalled();
  });
});
