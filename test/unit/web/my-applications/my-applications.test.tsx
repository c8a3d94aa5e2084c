import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUS_LABELS,
  applicationMessages,
} from '@contracts/applications/application';
import {
  myApplicationMessages,
  STATUS_EXPLANATIONS,
  ZMyApplication,
  type TMyApplication,
  type TMyApplicationList,
  type TMyApplicationSummary,
  type TProposedRole,
} from '@contracts/applications/my-applications';
import { cisoApplication, roleRequest } from '../../../support/applications';
import { formatDate } from '../../../../web/src/features/screening/lib/format-date';

/*
 * As in the documents and application-form tests: the unit tier has neither a DOM nor the web
 * app's `@/` alias (testing-library is not installed), so the pages are loaded by a computed
 * path with their `@/` imports provided here: the real UI primitives and screening displays, a
 * signed-in user, fake data hooks, a fake API client and an action hook that runs the action. A
 * confirmation is a fake that shows its question and keeps its `onConfirm`, so a test can answer
 * it; the markup is rendered on the server, as first shown.
 */
interface Confirm {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}
const { web, apiFetch, act, confirms, list, detail } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  act: vi.fn(),
  confirms: [] as Confirm[],
  list: { current: {} as Record<string, unknown>, useMyApplications: vi.fn() },
  detail: { current: {} as Record<string, unknown>, useMyApplication: vi.fn() },
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
for (const ui of ['badge', 'button', 'card', 'document-title', 'load-more-button', 'spinner'])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );
vi.mock('@/components/ui/confirm-action', async () => {
  const { createElement: h } = await import('react');
  return {
    ConfirmAction: (props: Confirm & { trigger: ReactElement }) => {
      confirms.push(props);
      return h(
        'div',
        { 'data-confirm': props.title },
        props.trigger,
        h('p', null, props.description),
      );
    },
  };
});
vi.mock(
  '@/features/screening/applicant-view',
  () => import(/* @vite-ignore */ web('features/screening/applicant-view.ts')),
);
vi.mock('@/features/auth/require-user', () => ({
  RequireUser: ({ children }: { children: (user: object) => ReactNode }) =>
    children({ sub: 'user-1', email: 'dana@example.com' }),
}));
vi.mock('@/lib/api-client', async () => ({
  ...(await import(/* @vite-ignore */ web('lib/api-client.ts'))),
  apiFetch,
}));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act, busy: false }) }));
vi.mock(web('features/my-applications/api/get-my-applications.ts'), () => ({
  myApplicationsPath: '/api/my/applications',
  useMyApplications: list.useMyApplications,
}));
vi.mock(web('features/my-applications/api/get-my-application.ts'), () => ({
  myApplicationPath: (id: string) => `/api/my/applications/${id}`,
  useMyApplication: detail.useMyApplication,
}));

let ListPage: ComponentType;
let DetailPage: ComponentType;
let ApiError: new (status: number, code: string, message: string) => Error;
beforeAll(async () => {
  ({ default: ListPage } = await import(
    /* @vite-ignore */ web('features/my-applications/routes/my-applications-page.tsx')
  ));
  ({ default: DetailPage } = await import(
    /* @vite-ignore */ web('features/my-applications/routes/my-application-page.tsx')
  ));
  ({ ApiError } = await import(/* @vite-ignore */ web('lib/api-client.ts')));
});

beforeEach(() => {
  confirms.length = 0;
  apiFetch.mockReset().mockResolvedValue(undefined);
  act.mockReset().mockImplementation(async (action: { run: () => Promise<unknown> }) => ({
    ok: true,
    value: await action.run(),
  }));
  list.useMyApplications.mockReset().mockImplementation(() => list.current);
  detail.useMyApplication.mockReset().mockImplementation(() => detail.current);
});

const at = (day: number) => `2026-03-0${day}T12:00:00.000Z`;

const summary = (over: Partial<TMyApplicationSummary> = {}): TMyApplicationSummary => ({
  id: 'app-1',
  kind: 'ciso',
  status: 'screening',
  name: 'Dana Whitfield',
  headline: 'United Kingdom · 18 years',
  createdAt: at(3),
  updatedAt: at(5),
  awaitingAnswer: 0,
  ...over,
});

const showList = (pages: TMyApplicationList[] | undefined, over: object = {}) => {
  list.current = {
    data: pages,
    error: undefined,
    size: pages?.length ?? 1,
    setSize: vi.fn(),
    mutate: vi.fn(),
    isValidating: false,
    ...over,
  };
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: ['/my/applications'] }, createElement(ListPage)),
  );
};

/** The link whose text is `text`, as its `href`. */
const hrefOf = (html: string, text: string) =>
  new RegExp(`<a[^>]*href="([^"]+)"[^>]*>(?:<svg(?:(?!</svg>)[\\s\\S])*</svg>)?${text}</a>`).exec(
    html,
  )?.[1];

describe('My applications', () => {
  it("lists the signed-in user's applications, each with where it stands and a link", () => {
    const html = showList([
      {
        applications: [
          summary({ awaitingAnswer: 2 }),
          summary({
            id: 'app-2',
            kind: 'role',
            status: 'new',
            name: 'Northwind Payments',
            headline: 'Fractional CISO · Financial Services',
            awaitingAnswer: 0,
          }),
        ],
        nextCursor: null,
      },
    ]);
    expect(list.useMyApplications).toHaveBeenCalledWith('user-1');
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight">My applications</h1>');
    const rows = html.split('data-testid="my-application-row"').slice(1);
    expect(rows).toHaveLength(2);
    const [ciso = '', role = ''] = rows;
    expect(ciso).toContain('Professional application');
    expect(ciso).toContain('United Kingdom · 18 years');
    expect(ciso).toContain(`>${APPLICATION_STATUS_LABELS.screening}</span>`);
    expect(ciso).toContain(STATUS_EXPLANATIONS.screening);
    expect(ciso).toContain(`Sent <time dateTime="${at(3)}">${formatDate(at(3))}</time>`);
    expect(ciso).toContain(`Updated <time dateTime="${at(5)}">${formatDate(at(5))}</time>`);
    expect(hrefOf(ciso, 'Dana Whitfield')).toBe('/my/applications/app-1');
    expect(role).toContain('Role request');
    expect(role).toContain(STATUS_EXPLANATIONS.new);
    expect(hrefOf(role, 'Northwind Payments')).toBe('/my/applications/app-2');
    expect(html).not.toContain('Load more');
  });

  it('says how many proposed roles wait for an answer, only when some do', () => {
    const notice = (awaitingAnswer: number) =>
      showList([{ applications: [summary({ awaitingAnswer })], nextCursor: null }]);
    expect(notice(2)).toContain('2 roles waiting for your answer');
    expect(notice(1)).toContain('1 role waiting for your answer');
    expect(notice(0)).not.toContain('waiting for your answer');
  });

  it('offers the three forms when nothing was sent yet', () => {
    const html = showList([{ applications: [], nextCursor: null }]);
    expect(html).toContain('You have not sent us anything yet.');
    expect(hrefOf(html, 'Apply as a professional')).toBe('/apply-ciso');
    expect(hrefOf(html, 'Post a role')).toBe('/post-role');
    expect(hrefOf(html, 'Partner with us')).toBe('/apply-partner');
    expect(html).not.toContain('data-testid="my-application-row"');
  });

  it('shows loading, a failure with "Try again", and "Load more" while there is more', () => {
    expect(showList(undefined)).toContain('Loading your applications...');
    const failed = showList(undefined, { error: new Error('Network down') });
    expect(failed).toContain(myApplicationMessages.loadFailed);
    expect(failed).toContain('Network down');
    expect(failed).toContain('Try again');
    const more = showList([{ applications: [summary()], nextCursor: 'c2' }]);
    expect(more).toMatch(/<button[^>]*>Load more<\/button>/);
  });
});

const proposal = (over: Partial<TProposedRole> = {}): TProposedRole => ({
  roleId: 'role-1',
  state: 'proposed',
  proposedAt: at(4),
  decidedAt: null,
  headline: 'Fractional CISO · Financial Services · Medium · United Kingdom',
  description: 'Take us through ISO/IEC 27001 certification.',
  company: null,
  ...over,
});

const professional = (over: Record<string, unknown> = {}): TMyApplication =>
  ZMyApplication.parse({
    id: 'app-1',
    kind: 'ciso',
    status: 'new',
    createdAt: at(3),
    updatedAt: at(3),
    history: [{ status: 'new', at: at(3) }],
    canEdit: true,
    canWithdraw: true,
    submission: cisoApplication(),
    photoUrl: null,
    proposals: [],
    ...over,
  });

const showDetail = (state: Record<string, unknown>) => {
  detail.current = { data: undefined, error: undefined, mutate: vi.fn(), ...state };
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ['/my/applications/app-1'] },
      createElement(
        Routes,
        null,
        createElement(Route, { path: '/my/applications/:id', element: createElement(DetailPage) }),
      ),
    ),
  );
};

const confirmNamed = (title: string) => confirms.find((c) => c.title === title);

describe('one of my applications', () => {
  it('shows its kind, name, status in words, dates, history and what was sent', () => {
    const html = showDetail({
      data: professional({
        status: 'interview',
        updatedAt: at(6),
        history: [
          { status: 'new', at: at(3) },
          { status: 'screening', at: at(4) },
          { status: 'interview', at: at(6) },
        ],
        canEdit: false,
      }),
    });
    expect(detail.useMyApplication).toHaveBeenCalledWith('app-1', 'user-1');
    expect(html).toContain('Professional application');
    expect(html).toMatch(/<h1[^>]*>Dana Whitfield<\/h1>/);
    expect(html).toContain(STATUS_EXPLANATIONS.interview);
    const history = /<ol[^>]*aria-label="Status history"[\s\S]*?<\/ol>/.exec(html)?.[0] ?? '';
    expect([...history.matchAll(/<p class="font-medium">([^<]+)<\/p>/g)].map((m) => m[1])).toEqual([
      'Received',
      'Screening',
      'Interview',
    ]);
    expect(html).toContain('What you sent');
    expect(html).toContain('dana@example.com');
    expect(hrefOf(html, 'Back to My applications')).toBe('/my/applications');
  });

  it('links to the edit page only while the application may be changed', () => {
    expect(hrefOf(showDetail({ data: professional() }), 'Edit')).toBe(
      '/my/applications/app-1/edit',
    );
    expect(showDetail({ data: professional({ canEdit: false }) })).not.toContain('>Edit</a>');
  });

  it('withdraws only once the applicant confirms, and reloads the detail and the list', async () => {
    const html = showDetail({ data: professional() });
    const withdraw = confirmNamed('Withdraw this application?');
    expect(withdraw).toMatchObject({
      description:
        'Screeners stop reviewing it and no match can be made with it. This cannot be undone.',
      confirmLabel: 'Withdraw',
    });
    expect(withdraw?.destructive).not.toBe(false);
    expect(html).toContain('Withdraw</button>');
    expect(apiFetch).not.toHaveBeenCalled();

    withdraw?.onConfirm();
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(1));
    expect(apiFetch).toHaveBeenCalledWith('/api/my/applications/app-1/withdraw', {
      method: 'POST',
      schema: ZMyApplication,
    });
    expect(act).toHaveBeenCalledWith(
      expect.objectContaining({
        success: myApplicationMessages.withdrawn,
        error: myApplicationMessages.withdrawFailed,
        revalidate: ['/api/my/applications/app-1', '/api/my/applications'],
      }),
    );
  });

  it('offers no withdrawal once it cannot be withdrawn', () => {
    const html = showDetail({
      data: professional({ status: 'withdrawn', canEdit: false, canWithdraw: false }),
    });
    expect(confirmNamed('Withdraw this application?')).toBeUndefined();
    expect(html).toContain(STATUS_EXPLANATIONS.withdrawn);
  });

  it('asks the professional to accept or decline a proposed role, and sends the answer', async () => {
    const html = showDetail({ data: professional({ proposals: [proposal()] }) });
    const card = html.split('data-testid="proposed-role"')[1] ?? '';
    expect(card).toContain(proposal().headline);
    expect(card).toContain(proposal().description);
    expect(card).toContain('Waiting for your answer');
    expect(card).toContain(`Proposed <time dateTime="${at(4)}">${formatDate(at(4))}</time>`);
    expect(card).toMatch(/<button[^>]*aria-label="Accept: Fractional CISO[^"]*"[^>]*>Accept</);
    expect(card).toMatch(/<button[^>]*aria-label="Decline: Fractional CISO[^"]*"[^>]*>Decline</);

    const accept = confirmNamed('Accept this role?');
    const decline = confirmNamed('Decline this role?');
    expect(accept?.description).toMatch(/introduce you and the company to each other by e-mail/);
    expect(accept?.destructive).toBe(false);
    expect(decline?.destructive).toBe(true);

    accept?.onConfirm();
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(1));
    expect(apiFetch).toHaveBeenCalledWith('/api/my/applications/app-1/matches/role-1', {
      method: 'POST',
      body: { decision: 'accept' },
      schema: ZMyApplication,
    });
    expect(act).toHaveBeenLastCalledWith(
      expect.objectContaining({
        success: myApplicationMessages.accepted,
        error: myApplicationMessages.decideFailed,
      }),
    );

    decline?.onConfirm();
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(2));
    expect(apiFetch).toHaveBeenLastCalledWith(
      '/api/my/applications/app-1/matches/role-1',
      expect.objectContaining({ body: { decision: 'decline' } }),
    );
    expect(act).toHaveBeenLastCalledWith(
      expect.objectContaining({ success: myApplicationMessages.declined }),
    );
  });

  it('shows answered proposals without buttons, naming the company once accepted', () => {
    const html = showDetail({
      data: professional({
        status: 'matched',
        proposals: [
          proposal({ state: 'accepted', decidedAt: at(5), company: 'Northwind Payments' }),
          proposal({ roleId: 'role-2', state: 'declined', decidedAt: at(6) }),
        ],
      }),
    });
    const [accepted = '', declined = ''] = html.split('data-testid="proposed-role"').slice(1);
    expect(accepted).toContain('Northwind Payments');
    expect(accepted).toContain(`Accepted <time dateTime="${at(5)}">${formatDate(at(5))}</time>`);
    expect(declined).toContain(`Declined <time dateTime="${at(6)}">${formatDate(at(6))}</time>`);
    expect(html).not.toMatch(/>(Accept|Decline)<\/button>/);
    expect(confirmNamed('Accept this role?')).toBeUndefined();
  });

  it("shows a company's role request without proposed roles", () => {
    const html = showDetail({
      data: ZMyApplication.parse({
        id: 'app-1',
        kind: 'role',
        status: 'screening',
        createdAt: at(3),
        updatedAt: at(4),
        history: [],
        canEdit: false,
        canWithdraw: true,
        submission: roleRequest(),
      }),
    });
    expect(html).toContain('Role request');
    expect(html).toMatch(/<h1[^>]*>Northwind Payments<\/h1>/);
    expect(html).not.toContain('Proposed roles');
    expect(html).toContain('Received');
  });

  it('says "Application not found", with the way back, for a 404', () => {
    const html = showDetail({
      error: new ApiError(404, 'not_found', applicationMessages.notFound),
    });
    expect(html).toMatch(/<p role="alert"[^>]*>Application not found<\/p>/);
    expect(hrefOf(html, 'Back to My applications')).toBe('/my/applications');
  });

  it('shows loading, and a failure with "Try again"', () => {
    expect(showDetail({})).toContain('Loading your application...');
    const failed = showDetail({ error: new ApiError(500, 'internal', 'Server error') });
    expect(failed).toContain(myApplicationMessages.loadOneFailed);
    expect(failed).toContain('Try again');
  });
});
