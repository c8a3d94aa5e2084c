import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { applicationRoutes } from '@contracts/applications/routes';
import { formatDate } from '@/features/screening/lib/format-date';
import MyApplicationPage from '@/features/my-applications/routes/my-application-page';
import MyApplicationsPage from '@/features/my-applications/routes/my-applications-page';
import { cisoApplication, roleRequest } from '../../../support/applications';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/*
 * "My applications" and one application's page (spec: the applicant follows what they sent),
 * rendered in the DOM with the API answered at the fetch boundary.
 */
beforeEach(() => {
  signIn({ sub: 'user-1', email: 'dana@example.com' });
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

/** The list route answers `reply()` afresh on each call. */
const answerEach = (reply: () => TMyApplicationList) => record(applicationRoutes.listMine, reply);

const showList = () => renderScreen(<MyApplicationsPage />, { at: '/my/applications' });
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Your applications, newest first' })).getAllByRole(
    'listitem',
  );
const hrefOf = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByRole('link', { name }).getAttribute('href');

describe('My applications', () => {
  it("lists the signed-in user's applications, each with where it stands and a link", async () => {
    const calls = record(applicationRoutes.listMine, {
      applications: [
        summary({ awaitingAnswer: 2 }),
        summary({
          id: 'app-2',
          kind: 'role',
          status: 'new',
          name: 'Northwind Payments',
          headline: 'Fractional CISO · Financial Services',
        }),
      ],
      nextCursor: null,
    });
    showList();
    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toBeDefined();
    const [ciso, role] = await rows();
    if (!ciso || !role) throw new Error('two rows expected');
    expect(ciso.textContent).toContain('Professional application');
    expect(ciso.textContent).toContain('United Kingdom · 18 years');
    expect(within(ciso).getByText(APPLICATION_STATUS_LABELS.screening)).toBeDefined();
    expect(ciso.textContent).toContain(STATUS_EXPLANATIONS.screening);
    expect(ciso.textContent).toContain(`Sent ${formatDate(at(3))}`);
    expect(ciso.textContent).toContain(`Updated ${formatDate(at(5))}`);
    expect(
      within(ciso)
        .getByText(formatDate(at(3)))
        .getAttribute('datetime'),
    ).toBe(at(3));
    expect(hrefOf('Dana Whitfield', ciso)).toBe('/my/applications/app-1');
    expect(role.textContent).toContain('Role request');
    expect(role.textContent).toContain(STATUS_EXPLANATIONS.new);
    expect(hrefOf('Northwind Payments', role)).toBe('/my/applications/app-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Signed in, first page, no cursor.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.search).toBe('');
    expect(calls[0]?.authorization).toBe('Bearer test-access-token');
  });

  it('says how many proposed roles wait for an answer, only when some do', async () => {
    answer(applicationRoutes.listMine, {
      applications: [
        summary({ awaitingAnswer: 2 }),
        summary({ id: 'app-2', awaitingAnswer: 1 }),
        summary({ id: 'app-3', awaitingAnswer: 0 }),
      ],
      nextCursor: null,
    });
    showList();
    const [two, one, none] = await rows();
    expect(two?.textContent).toContain('2 roles waiting for your answer');
    expect(one?.textContent).toContain('1 role waiting for your answer');
    expect(none?.textContent).not.toContain('waiting for your answer');
  });

  it('offers the three forms when nothing was sent yet', async () => {
    answer(applicationRoutes.listMine, { applications: [], nextCursor: null });
    showList();
    expect(await screen.findByText('You have not sent us anything yet.')).toBeDefined();
    const forms = screen.getByRole('navigation', { name: 'Send an application' });
    expect(hrefOf('Apply as a professional', forms)).toBe('/apply-ciso');
    expect(hrefOf('Post a role', forms)).toBe('/post-role');
    expect(hrefOf('Partner with us', forms)).toBe('/apply-partner');
    expect(screen.queryByRole('list', { name: 'Your applications, newest first' })).toBeNull();
  });

  it('shows that it is loading until the list arrives', async () => {
    hang(applicationRoutes.listMine);
    showList();
    expect(await screen.findByText('Loading your applications...')).toBeDefined();
  });

  it('says the list could not be loaded, and "Try again" reads it again', async () => {
    refuse(applicationRoutes.listMine, 503, 'Network down');
    const ui = showList();
    expect(await screen.findByText(myApplicationMessages.loadFailed)).toBeDefined();
    expect((await screen.findAllByText('Network down')).length).toBeGreaterThan(0);
    answer(applicationRoutes.listMine, { applications: [summary()], nextCursor: null });
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('"Load more" asks for the next page by its cursor, encoded, and adds it', async () => {
    const calls = record(applicationRoutes.listMine, (call) =>
      call.url.searchParams.get('cursor') === 'a/b='
        ? { applications: [summary({ id: 'app-2', name: 'Second' })], nextCursor: null }
        : { applications: [summary()], nextCursor: 'a/b=' },
    );
    const ui = showList();
    expect(await rows()).toHaveLength(1);
    await ui.user.click(screen.getByRole('button', { name: 'Load more' }));
    await expect.poll(async () => (await rows()).length).toBe(2);
    expect(calls.map((c) => c.url.search)).toEqual(['', '?cursor=a%2Fb%3D']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("keeps no account's list for another: a new sign-in reads the list again", async () => {
    let currentName = 'Dana Whitfield';
    answerEach(() => ({ applications: [summary({ name: currentName })], nextCursor: null }));
    showList();
    expect(await screen.findByRole('link', { name: 'Dana Whitfield' })).toBeDefined();
    currentName = 'Sam Patel';
    signIn({ sub: 'user-2', email: 'sam@example.com' });
    expect(await screen.findByRole('link', { name: 'Sam Patel' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Dana Whitfield' })).toBeNull();
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
    id: 'app 1',
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

const showDetail = () =>
  renderScreen(<MyApplicationPage />, {
    at: '/my/applications/app%201',
    route: '/my/applications/:id',
  });
const heading = () => screen.findByRole('heading', { level: 1 });
const dialogNamed = (name: string) => screen.findByRole('alertdialog', { name });
const proposedRoles = () =>
  within(screen.getByRole('list', { name: 'Proposed roles' })).getAllByRole('listitem');

describe('one of my applications', () => {
  it('shows its kind, name, status in words, dates, history and what was sent', async () => {
    const calls = record(
      applicationRoutes.getMine,
      professional({
        status: 'interview',
        updatedAt: at(6),
        history: [
          { status: 'new', at: at(3) },
          { status: 'screening', at: at(4) },
          { status: 'interview', at: at(6) },
        ],
        canEdit: false,
      }),
    );
    showDetail();
    expect((await heading()).textContent).toBe('Dana Whitfield');
    // Asked for by its id, encoded, as the signed-in user.
    expect(calls[0]?.url.pathname).toBe('/api/my/applications/app%201');
    expect(calls[0]?.authorization).toBe('Bearer test-access-token');
    expect(screen.getByText('Professional application')).toBeDefined();
    expect(screen.getByText(STATUS_EXPLANATIONS.interview)).toBeDefined();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Received', 'Screening', 'Interview']);
    expect(screen.getByText('What you sent')).toBeDefined();
    expect(screen.getAllByText('dana@example.com').length).toBeGreaterThan(0);
    expect(hrefOf('Back to My applications')).toBe('/my/applications');
  });

  it('links to the edit page only while the application may be changed', async () => {
    answer(applicationRoutes.getMine, professional());
    const { unmount } = showDetail();
    await heading();
    expect(hrefOf('Edit')).toBe('/my/applications/app%201/edit');
    unmount();
    answer(applicationRoutes.getMine, professional({ canEdit: false }));
    showDetail();
    await heading();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('withdraws only once the applicant confirms, and reloads the application', async () => {
    const reads = record(applicationRoutes.getMine, professional());
    const withdrawals = record(
      applicationRoutes.withdrawMine,
      professional({ status: 'withdrawn', canEdit: false, canWithdraw: false }),
    );
    const ui = showDetail();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await dialogNamed('Withdraw this application?');
    expect(dialog.textContent).toContain(
      'Screeners stop reviewing it and no match can be made with it. This cannot be undone.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' });
    expect(confirm.className).toContain('bg-destructive');
    // Cancel sends nothing.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(withdrawals).toHaveLength(0);

    await ui.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await ui.user.click(
      within(await dialogNamed('Withdraw this application?')).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText(myApplicationMessages.withdrawn)).toBeDefined();
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]?.url.pathname).toBe('/api/my/applications/app%201/withdraw');
    expect(withdrawals[0]?.body).toBeUndefined();
    // The detail is read again.
    await expect.poll(() => reads.length).toBe(2);
  });

  it('says so when the withdrawal is refused, and keeps the application', async () => {
    answer(applicationRoutes.getMine, professional());
    refuse(applicationRoutes.withdrawMine, 409, 'Already decided');
    const ui = showDetail();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await ui.user.click(
      within(await dialogNamed('Withdraw this application?')).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText(myApplicationMessages.withdrawFailed)).toBeDefined();
    expect(await screen.findByText('Already decided')).toBeDefined();
  });

  it('offers no withdrawal once it cannot be withdrawn', async () => {
    answer(
      applicationRoutes.getMine,
      professional({ status: 'withdrawn', canEdit: false, canWithdraw: false }),
    );
    showDetail();
    await heading();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByText(STATUS_EXPLANATIONS.withdrawn)).toBeDefined();
  });

  it('asks the professional to accept or decline a proposed role, and sends the answer', async () => {
    answer(applicationRoutes.getMine, professional({ proposals: [proposal()] }));
    const decisions = record(applicationRoutes.decideMatch, professional());
    const ui = showDetail();
    await heading();
    const [card] = proposedRoles();
    if (!card) throw new Error('no proposed role');
    expect(card.textContent).toContain(proposal().headline);
    expect(card.textContent).toContain(proposal().description);
    expect(card.textContent).toContain('Waiting for your answer');
    expect(card.textContent).toContain(`Proposed ${formatDate(at(4))}`);
    const accept = within(card).getByRole('button', { name: `Accept: ${proposal().headline}` });
    const decline = within(card).getByRole('button', { name: `Decline: ${proposal().headline}` });

    await ui.user.click(accept);
    const accepting = await dialogNamed('Accept this role?');
    expect(accepting.textContent).toMatch(/introduce you and the company to each other by e-mail/);
    const yes = within(accepting).getByRole('button', { name: 'Accept' });
    expect(yes.className).not.toContain('bg-destructive');
    await ui.user.click(yes);
    expect(await screen.findByText(myApplicationMessages.accepted)).toBeDefined();
    expect(decisions[0]?.url.pathname).toBe('/api/my/applications/app%201/matches/role-1');
    expect(decisions[0]?.body).toEqual({ decision: 'accept' });

    await ui.user.click(decline);
    const declining = await dialogNamed('Decline this role?');
    const no = within(declining).getByRole('button', { name: 'Decline' });
    expect(no.className).toContain('bg-destructive');
    await ui.user.click(no);
    expect(await screen.findByText(myApplicationMessages.declined)).toBeDefined();
    expect(decisions[1]?.body).toEqual({ decision: 'decline' });
  });

  it('says so when an answer is refused', async () => {
    answer(applicationRoutes.getMine, professional({ proposals: [proposal()] }));
    refuse(applicationRoutes.decideMatch, 409, 'The role is closed');
    const ui = showDetail();
    await heading();
    await ui.user.click(screen.getByRole('button', { name: /^Accept: / }));
    await ui.user.click(
      within(await dialogNamed('Accept this role?')).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText(myApplicationMessages.decideFailed)).toBeDefined();
    expect(await screen.findByText('The role is closed')).toBeDefined();
  });

  it('shows answered proposals without buttons, naming the company once accepted', async () => {
    answer(
      applicationRoutes.getMine,
      professional({
        status: 'matched',
        proposals: [
          proposal({ state: 'accepted', decidedAt: at(5), company: 'Northwind Payments' }),
          proposal({ roleId: 'role-2', state: 'declined', decidedAt: at(6) }),
        ],
      }),
    );
    showDetail();
    await heading();
    const [accepted, declined] = proposedRoles();
    expect(accepted?.textContent).toContain('Northwind Payments');
    expect(accepted?.textContent).toContain(`Accepted ${formatDate(at(5))}`);
    expect(declined?.textContent).toContain(`Declined ${formatDate(at(6))}`);
    expect(screen.queryByRole('button', { name: /^(Accept|Decline)/ })).toBeNull();
  });

  it("shows a company's role request without proposed roles", async () => {
    answer(
      applicationRoutes.getMine,
      ZMyApplication.parse({
        id: 'app 1',
        kind: 'role',
        status: 'screening',
        createdAt: at(3),
        updatedAt: at(4),
        history: [],
        canEdit: false,
        canWithdraw: true,
        submission: roleRequest(),
      }),
    );
    showDetail();
    expect((await heading()).textContent).toBe('Northwind Payments');
    expect(screen.getByText('Role request')).toBeDefined();
    expect(screen.queryByText('Proposed roles')).toBeNull();
    expect(screen.getByText('Received')).toBeDefined();
  });

  it('says "Application not found", with the way back, for a 404', async () => {
    refuse(applicationRoutes.getMine, 404, applicationMessages.notFound, { code: 'not_found' });
    showDetail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Application not found');
    expect(hrefOf('Back to My applications')).toBe('/my/applications');
  });

  it('shows loading, then a failure with "Try again" that reads it again', async () => {
    hang(applicationRoutes.getMine);
    const { unmount } = showDetail();
    expect(await screen.findByText('Loading your application...')).toBeDefined();
    unmount();
    refuse(applicationRoutes.getMine, 500, 'Server error', { code: 'internal' });
    const ui = showDetail();
    expect(await screen.findByText(myApplicationMessages.loadOneFailed)).toBeDefined();
    answer(applicationRoutes.getMine, professional());
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await heading()).textContent).toBe('Dana Whitfield');
  });
});
