import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import {
  PERIOD_STATE_LABELS,
  periodMessages,
  ZPeriodForApproval,
  type TPeriodForApproval,
} from '@contracts/timesheets/period-approval';
import {
  changedSinceOpened,
  deadLinkFor,
} from '../../../../web/src/features/timesheet-approval/lib/dead-link';
import { formatDateTime } from '../../../../web/src/features/timesheets/lib/period-display';

/*
 * As in the other web tests: no DOM and no `@/` alias in the unit tier, so the page is loaded by
 * a computed path with its `@/` imports provided here: the real UI primitives, contract forms and
 * the timesheets feature's period view, a fake link hook and API client, and an action hook that
 * runs the action. The markup is rendered on the server, as first shown. Nothing can be typed or
 * pressed: each contract form is the real one, kept in the order shown, with its values set and
 * its submit handler called, as typing and pressing do.
 */
type Form = {
  setValue: (name: string, value: unknown) => void;
  handler?: () => Promise<void>;
};
const { web, apiFetch, act, toast, forms, link } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  act: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  forms: [] as Form[],
  link: { current: {} as Record<string, unknown>, usePeriodForApproval: vi.fn() },
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
vi.mock('@/lib/link-token', () => import(/* @vite-ignore */ web('lib/link-token.ts')));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock(web('lib/toast.ts'), () => ({ toast }));
vi.mock('@/lib/forms/use-contract-form', async () => {
  const real = (await import(/* @vite-ignore */ web('lib/forms/use-contract-form.ts'))) as {
    useContractForm: (...args: unknown[]) => Form & {
      submit: (onValid: unknown) => () => Promise<void>;
    };
  };
  return {
    useContractForm: (...args: unknown[]) => {
      const form = real.useContractForm(...args);
      const kept: Form = { setValue: form.setValue };
      forms.push(kept);
      return { ...form, submit: (onValid: unknown) => (kept.handler = form.submit(onValid)) };
    },
  };
});
for (const ui of [
  'back-to-home',
  'button',
  'card',
  'centered-state',
  'document-title',
  'form-field',
  'input',
  'label',
  'spinner',
  'textarea',
])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );
vi.mock(
  '@/features/timesheets/period-view',
  () => import(/* @vite-ignore */ web('features/timesheets/period-view.ts')),
);
vi.mock('@/lib/api-client', async () => ({
  ...(await import(/* @vite-ignore */ web('lib/api-client.ts'))),
  apiFetch,
}));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act, busy: false }) }));
vi.mock(web('features/timesheet-approval/api/get-period-for-approval.ts'), () => ({
  APPROVAL_API: '/api/public/timesheet-approval',
  usePeriodForApproval: link.usePeriodForApproval,
}));

let Page: ComponentType;
let ChangedNotice: ComponentType<{ onReload: () => void; busy: boolean }>;
let ApiError: new (status: number, code: string, message: string) => Error;
let getPeriodForApproval: (token: string) => Promise<unknown>;
beforeAll(async () => {
  ({ default: Page } = await import(
    /* @vite-ignore */ web('features/timesheet-approval/routes/timesheet-approval-page.tsx')
  ));
  ({ ChangedNotice } = await import(
    /* @vite-ignore */ web('features/timesheet-approval/components/changed-notice.tsx')
  ));
  ({ ApiError } = await import(/* @vite-ignore */ web('lib/api-client.ts')));
  ({ getPeriodForApproval } = await vi.importActual<{
    getPeriodForApproval: typeof getPeriodForApproval;
  }>(web('features/timesheet-approval/api/get-period-for-approval.ts')));
});

beforeEach(() => {
  forms.length = 0;
  toast.error.mockReset();
  apiFetch.mockReset();
  act.mockReset().mockImplementation(async (action: { run: () => Promise<unknown> }) => {
    try {
      return { ok: true, value: await action.run() };
    } catch (error) {
      return { ok: false, error };
    }
  });
  link.usePeriodForApproval.mockReset().mockImplementation(() => link.current);
});

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';
const ZONE = 'Europe/London';
const APPROVED_AT = '2026-11-10T15:30:00.000Z';
const headers = { [LINK_TOKEN_HEADER]: TOKEN };
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

const show = (state: Record<string, unknown>, hash = `#${TOKEN}`) => {
  link.current = { data: undefined, error: undefined, mutate: vi.fn(), ...state };
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [`/timesheet-approval${hash}`] },
      createElement(Page),
    ),
  );
};

const rows = (html: string) => html.split('data-testid="approval-entry"').slice(1);
const outcome = (html: string) =>
  /<div[^>]*data-testid="approval-outcome"[\s\S]*?<\/div><\/div>/.exec(html)?.[0];

describe('the client approval page', () => {
  it('says a link that opens no period is not valid, and shows nothing of it', () => {
    for (const html of [
      show({}, ''),
      show({}, '#not-a-token'),
      show({ error: new ApiError(404, 'not_found', periodMessages.linkInvalid) }),
    ]) {
      expect(html).toContain('Link not valid');
      expect(html).toContain(periodMessages.linkInvalid);
      expect(html).not.toContain('Timesheet for approval');
    }
    // Without a token nothing is asked of the server.
    expect(link.usePeriodForApproval).toHaveBeenCalledWith(undefined);
  });

  it('loads with the token from the fragment, sent in its header', async () => {
    expect(show({})).toContain('Loading timesheet...');
    expect(link.usePeriodForApproval).toHaveBeenLastCalledWith(TOKEN);
    apiFetch.mockResolvedValue(view());
    await getPeriodForApproval(TOKEN);
    expect(apiFetch).toHaveBeenCalledWith('/api/public/timesheet-approval', {
      anonymous: true,
      headers,
      schema: ZPeriodForApproval,
    });
  });

  it('shows the period as answered: who, which page and days, entries, meetings, totals', () => {
    const html = show({ data: view() });
    expect(html).toMatch(/<h1[^>]*>Timesheet for approval<\/h1>/);
    expect(html).toContain('<dd class="break-words">consultant@example.com</dd>');
    expect(html).toContain('<dd class="break-words">Acme retainer</dd>');
    expect(html).toContain('<dd class="break-words">2 Nov 2026 – 8 Nov 2026</dd>');
    expect(html).toContain(`<dd class="break-words">${ZONE}</dd>`);
    const [billable = '', internal = ''] = rows(html);
    // On the page's clock: 09:00 UTC is 09:00 in London in November.
    expect(billable).toContain('<span>Mon, 2 Nov 2026</span>');
    expect(billable).toContain('<span>09:00–10:30</span>');
    expect(billable).toContain('<span>Risk review</span>');
    expect(billable).toContain('<span>1h 30m</span>');
    expect(billable).toContain('<span>£150.55/h</span>');
    expect(billable).toContain('<span>£225.83</span>');
    expect(internal).toContain('<span>Not billable</span>');
    expect(html).toContain('Kick-off');
    expect(html).toContain('data-testid="total-time">2h 45m</span>');
    expect(html).toContain('data-testid="billable-time">1h 30m</span>');
    expect(html).toContain('data-testid="billable-amount">£225.83</span>');
    expect(outcome(html)).toBeUndefined();
  });

  it('totals the entries on their own, the cards counting the billed meetings too (issue 35)', () => {
    // One 1h30 entry at £150.55 and a 30-minute meeting billed at £120 an hour.
    const base = view();
    const html = show({
      data: view({
        meetings: [{ ...base.meetings[0]!, billable: true, ratePence: 12000, amountPence: 6000 }],
        totals: { ...base.totals, billableMinutes: 120, billableAmountPence: 28583 },
      }),
    });
    const footer = /<tfoot[\s\S]*?<\/tfoot>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('Entries total');
    expect(footer).toContain('<span>2h 15m</span>');
    expect(footer).toContain('<span>£225.83</span>');
    expect(footer).not.toContain('£285.83');
    expect(html).toContain('data-testid="billable-amount">£285.83</span>');
    expect(html).toContain('data-testid="billable-time">2h 00m</span>');
    expect(html).toContain('Billable entries and billed meetings');
    expect(html).not.toContain('Entries marked billable');
  });

  it('offers labelled approve and query forms while the link can be used', () => {
    const html = show({ data: view() });
    expect([...html.matchAll(/<label[^>]*for="[^"]*-name"[^>]*>Your name<\/label>/g)]).toHaveLength(
      2,
    );
    expect(html).toMatch(/<label[^>]*for="[^"]*-comment"[^>]*>What needs changing\?<\/label>/);
    expect(html).toContain('Approving records your name, the time and your network address.');
    expect(html).toMatch(
      /<button[^>]*type="submit"[^>]*>(?:(?!<\/button>).)*Approve timesheet<\/button>/,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>(?:(?!<\/button>).)*Send query<\/button>/);
  });

  it('approves under the typed name, with the token in its header, and shows the answer', async () => {
    const mutate = vi.fn();
    show({ data: view(), mutate });
    const [approve] = forms;
    // No name: the contract refuses before anything is sent.
    await approve?.handler?.();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: periodMessages.nameRequired,
    });
    expect(apiFetch).not.toHaveBeenCalled();

    const answered = view({ state: 'approved', canAct: false });
    apiFetch.mockResolvedValue(answered);
    approve?.setValue('name', 'Jane Client');
    await approve?.handler?.();
    expect(apiFetch).toHaveBeenCalledWith('/api/public/timesheet-approval/approve', {
      method: 'POST',
      // The copy the page showed goes back with the answer, so only that can be approved.
      body: { name: 'Jane Client', shownSha256: SHOWN },
      anonymous: true,
      headers,
      schema: ZPeriodForApproval,
    });
    expect(act).toHaveBeenCalledWith(
      expect.objectContaining({
        success: periodMessages.approvedByClient,
        error: periodMessages.approveFailed,
      }),
    );
    expect(mutate).toHaveBeenCalledWith(answered, { revalidate: false });
  });

  it('queries with the name and the comment', async () => {
    show({ data: view() });
    const query = forms[1];
    apiFetch.mockResolvedValue(view({ state: 'queried', canAct: false }));
    query?.setValue('name', 'Jane Client');
    query?.setValue('comment', 'Tuesday is billed twice');
    await query?.handler?.();
    expect(apiFetch).toHaveBeenCalledWith('/api/public/timesheet-approval/query', {
      method: 'POST',
      body: { name: 'Jane Client', comment: 'Tuesday is billed twice', shownSha256: SHOWN },
      anonymous: true,
      headers,
      schema: ZPeriodForApproval,
    });
    expect(act).toHaveBeenCalledWith(
      expect.objectContaining({
        success: periodMessages.queriedByClient,
        error: periodMessages.queryFailed,
      }),
    );
  });

  it('reloads the period when the link was used meanwhile', async () => {
    const mutate = vi.fn();
    show({ data: view(), mutate });
    apiFetch.mockRejectedValue(new ApiError(409, 'conflict', periodMessages.linkUsed));
    forms[0]?.setValue('name', 'Jane Client');
    await forms[0]?.handler?.();
    expect(mutate).toHaveBeenCalledWith();
    expect(deadLinkFor(409, periodMessages.linkUsed)).toBe('used');
    expect(deadLinkFor(404, periodMessages.linkInvalid)).toBe('invalid');
    expect(deadLinkFor(409, periodMessages.changedMeanwhile)).toBeUndefined();
    expect(deadLinkFor(500, 'Internal error')).toBeUndefined();
  });

  it('asks for a reload when the period changed after the page was loaded, keeping the link', async () => {
    const mutate = vi.fn();
    show({ data: view(), mutate });
    apiFetch.mockRejectedValue(new ApiError(409, 'conflict', periodMessages.changedSinceOpened));
    forms[0]?.setValue('name', 'Jane Client');
    await forms[0]?.handler?.();
    // Not a dead link: nothing is reloaded behind the client's back.
    expect(mutate).not.toHaveBeenCalled();
    expect(changedSinceOpened(409, periodMessages.changedSinceOpened)).toBe(true);
    expect(changedSinceOpened(409, periodMessages.linkUsed)).toBe(false);
    expect(deadLinkFor(409, periodMessages.changedSinceOpened)).toBeUndefined();

    // The notice that takes the forms' place until the reload.
    const html = renderToStaticMarkup(
      createElement(ChangedNotice, { onReload: vi.fn(), busy: false }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain(periodMessages.changedSinceOpened);
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Reload<\/button>/);
    const reloading = renderToStaticMarkup(
      createElement(ChangedNotice, { onReload: vi.fn(), busy: true }),
    );
    expect(reloading).toMatch(
      /<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Reloading\.\.\.<\/button>/,
    );
  });

  it('is read-only once used, saying what became of the period', () => {
    const approval = {
      name: 'Jane Client',
      email: 'jane@client.example',
      at: APPROVED_AT,
      ipAddress: '203.0.113.7',
    };
    const approved = show({ data: view({ state: 'approved', canAct: false, approval }) });
    expect(outcome(approved)).toContain(PERIOD_STATE_LABELS.approved);
    expect(outcome(approved)).toContain(
      `Approved by Jane Client (jane@client.example) on ${formatDateTime(APPROVED_AT, ZONE)} from 203.0.113.7`,
    );
    const queried = show({
      data: view({ state: 'queried', canAct: false, query: 'Tuesday is billed twice' }),
    });
    expect(outcome(queried)).toContain(PERIOD_STATE_LABELS.queried);
    expect(outcome(queried)).toContain('Tuesday is billed twice');
    const used = show({ data: view({ canAct: false }) });
    expect(outcome(used)).toContain(periodMessages.linkUsed);
    for (const html of [approved, queried, used]) {
      // The period stays shown; no form is offered.
      expect(html).toContain('Risk review');
      expect(html).not.toContain('Approve timesheet');
      expect(html).not.toContain('Send query');
    }
  });
});
