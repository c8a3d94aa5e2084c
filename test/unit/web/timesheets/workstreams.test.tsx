import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entryMessages } from '@contracts/timesheets/entry';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import type { TRunningTimer } from '@contracts/timesheets/timer';
import { engagementLoadFailed } from '@/features/timesheets/api/page-engagement';
import { TimerCard } from '@/features/timesheets/components/timer-card';
import EditEntryPage from '@/features/timesheets/routes/edit-entry-page';
import NewEntryPage from '@/features/timesheets/routes/new-entry-page';
import TimesheetsPage from '@/features/timesheets/routes/timesheets-page';
import { answer, record, refuse, type Call } from '../../../support/web/api';
import { describedBy } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';
import { signIn, TEST_USER } from '../../../support/web/session';
import {
  answerPage,
  ENGAGEMENT,
  entry,
  entryDetail,
  ENTRY_ID,
  page,
  PAGE_ID,
  POLICY,
  RISK,
} from './workstream-fixtures';

/*
 * A booking page linked to an engagement: its entries and its timer are put against one of the
 * engagement's workstreams, and the timesheet says which engagement the time counts against.
 */
const calendar = `calendar=${PAGE_ID}`;
const NO_WORKSTREAMS = { ...ENGAGEMENT, workstreams: [] };

const workstreamSelect = () => screen.findByLabelText<HTMLSelectElement>('Workstream');
const bodyOf = (calls: Call[]) => calls[0]?.body as Record<string, unknown> | undefined;

beforeEach(() => {
  signIn();
});

describe('Logging time', () => {
  const show = () =>
    renderScreen(<NewEntryPage />, { at: `/timesheets/new?${calendar}`, route: '/timesheets/new' });

  /** Describes the work, then saves; answers what the server was sent. */
  async function save(ui: ReturnType<typeof show>, calls: Call[]) {
    await ui.user.type(await screen.findByLabelText('Description'), 'Gap analysis');
    await ui.user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await expect.poll(() => calls.length).toBe(1);
    return bodyOf(calls);
  }

  it("offers the engagement's workstreams, None first and chosen, and sends null for None", async () => {
    answerPage(ENGAGEMENT);
    const calls = record(timesheetRoutes.createEntry, entry(), 201);
    const ui = show();
    const select = await workstreamSelect();
    expect([...select.options].map((o) => o.text)).toEqual([
      'None',
      'Risk assessment',
      'Policy writing',
    ]);
    expect(select.value).toBe('');
    expect(await save(ui, calls)).toMatchObject({ workstreamId: null });
  });

  it("sends the chosen workstream's id", async () => {
    answerPage(ENGAGEMENT);
    const calls = record(timesheetRoutes.createEntry, entry(), 201);
    const ui = show();
    await ui.user.selectOptions(await workstreamSelect(), 'Policy writing');
    expect(await save(ui, calls)).toMatchObject({ workstreamId: POLICY.id });
  });

  it.each([
    ['linked to no engagement', null],
    ['linked to an engagement without workstreams', NO_WORKSTREAMS],
  ])('offers and sends no workstream on a page %s', async (_, engagement) => {
    answerPage(engagement);
    const calls = record(timesheetRoutes.createEntry, entry(), 201);
    const ui = show();
    await screen.findByLabelText('Description');
    expect(screen.queryByLabelText('Workstream')).toBeNull();
    const body = await save(ui, calls);
    expect(body).toMatchObject({ description: 'Gap analysis' });
    expect(body).not.toHaveProperty('workstreamId');
  });

  it('still logs time, with no workstream, when the engagement cannot be read', async () => {
    answerPage(ENGAGEMENT);
    refuse(timesheetRoutes.getTimesheet, 500, 'Internal error');
    const calls = record(timesheetRoutes.createEntry, entry(), 201);
    const ui = show();
    expect(await screen.findByText(engagementLoadFailed)).toBeDefined();
    expect(screen.queryByLabelText('Workstream')).toBeNull();
    expect(await save(ui, calls)).not.toHaveProperty('workstreamId');
  });

  it("shows the server's refusal of the workstream under the select, and stays", async () => {
    answerPage(ENGAGEMENT);
    refuse(timesheetRoutes.createEntry, 400, entryMessages.workstream, {
      code: 'validation',
      fields: { workstreamId: entryMessages.workstream },
    });
    const ui = show();
    const select = await workstreamSelect();
    await ui.user.selectOptions(select, 'Risk assessment');
    await ui.user.type(screen.getByLabelText('Description'), 'Gap analysis');
    await ui.user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await expect.poll(() => describedBy(select)).toBe(entryMessages.workstream);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(ui.location()).toBe(`/timesheets/new?${calendar}`);
  });
});

describe('Editing an entry', () => {
  const show = () =>
    renderScreen(<EditEntryPage />, {
      at: `/timesheets/entries/${ENTRY_ID}/edit?${calendar}`,
      route: '/timesheets/entries/:entryId/edit',
    });

  /** Saves the form as it stands; answers what the server was sent. */
  async function save(ui: ReturnType<typeof show>, calls: Call[]) {
    await ui.user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => calls.length).toBe(1);
    return bodyOf(calls);
  }

  it("starts at the entry's workstream and sends it back", async () => {
    answerPage(ENGAGEMENT);
    answer(timesheetRoutes.getEntry, entryDetail({ workstreamId: POLICY.id }));
    const calls = record(timesheetRoutes.updateEntry, entry());
    const ui = show();
    expect((await workstreamSelect()).value).toBe(POLICY.id);
    expect(await save(ui, calls)).toMatchObject({ workstreamId: POLICY.id });
  });

  it('sends null once the workstream is set back to None', async () => {
    answerPage(ENGAGEMENT);
    answer(timesheetRoutes.getEntry, entryDetail({ workstreamId: RISK.id }));
    const calls = record(timesheetRoutes.updateEntry, entry());
    const ui = show();
    await ui.user.selectOptions(await workstreamSelect(), 'None');
    expect(await save(ui, calls)).toMatchObject({ workstreamId: null });
  });

  it('shows None for a workstream the engagement no longer has, as it will save', async () => {
    answerPage({ ...ENGAGEMENT, workstreams: [POLICY] });
    answer(timesheetRoutes.getEntry, entryDetail({ workstreamId: RISK.id }));
    const calls = record(timesheetRoutes.updateEntry, entry());
    const ui = show();
    expect((await workstreamSelect()).value).toBe('');
    expect(await save(ui, calls)).toMatchObject({ workstreamId: null });
  });

  it('leaves the workstream out on a page linked to none, so the entry keeps its own', async () => {
    answerPage(null);
    answer(timesheetRoutes.getEntry, entryDetail({ workstreamId: RISK.id }));
    const calls = record(timesheetRoutes.updateEntry, entry());
    const ui = show();
    await screen.findByLabelText('Description');
    expect(screen.queryByLabelText('Workstream')).toBeNull();
    const body = await save(ui, calls);
    expect(body).toMatchObject({ description: 'Risk review' });
    expect(body).not.toHaveProperty('workstreamId');
  });
});

describe('The timer', () => {
  const running = (over: Partial<TRunningTimer> = {}): TRunningTimer => ({
    bookingPageId: PAGE_ID,
    bookingPageName: page.name,
    startedAt: new Date().toISOString(),
    description: 'Gap analysis',
    workstreamId: RISK.id,
    ...over,
  });
  const show = (workstreams = ENGAGEMENT.workstreams) =>
    renderScreen(<TimerCard bookingPage={page} sub={TEST_USER.sub} workstreams={workstreams} />);

  it('starts on the chosen workstream', async () => {
    answer(timesheetRoutes.getTimer, { timer: null, stopped: null });
    answerPage(ENGAGEMENT);
    const calls = record(timesheetRoutes.startTimer, { timer: running(), stopped: null });
    const ui = show();
    const select = await workstreamSelect();
    expect(select.value).toBe('');
    await ui.user.selectOptions(select, 'Risk assessment');
    await ui.user.click(screen.getByRole('button', { name: 'Start' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(bodyOf(calls)).toEqual({ description: '', workstreamId: RISK.id });
  });

  it('offers and sends no workstream when there are none to choose', async () => {
    answer(timesheetRoutes.getTimer, { timer: null, stopped: null });
    answerPage(null);
    const calls = record(timesheetRoutes.startTimer, { timer: running(), stopped: null });
    const ui = show([]);
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(screen.queryByLabelText('Workstream')).toBeNull();
    await ui.user.click(start);
    await expect.poll(() => calls.length).toBe(1);
    expect(bodyOf(calls)).toEqual({ description: '' });
  });

  it("shows the running timer's workstream by name", async () => {
    answer(timesheetRoutes.getTimer, { timer: running(), stopped: null });
    show();
    expect(await screen.findByText('Workstream: Risk assessment')).toBeDefined();
  });
});

describe('The timesheet of a linked page', () => {
  const show = () => {
    answer(timesheetRoutes.getTimer, { timer: null, stopped: null });
    answer(timesheetRoutes.listPeriods, { periods: [] });
    return renderScreen(<TimesheetsPage />, {
      at: `/timesheets?${calendar}`,
      route: '/timesheets',
    });
  };

  it('says which engagement its time counts against, and names each entry’s workstream', async () => {
    const gone = '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c';
    answerPage(ENGAGEMENT, [
      entry({ workstreamId: RISK.id }),
      entry({ id: gone, description: 'Audit', workstreamId: gone }),
    ]);
    show();
    const link = await screen.findByRole('link', { name: ENGAGEMENT.title });
    expect(link.getAttribute('href')).toBe(`/engagements/${ENGAGEMENT.id}`);
    expect(link.closest('p')?.textContent).toBe(
      `Time on this page counts against the engagement ${ENGAGEMENT.title}`,
    );
    const [risk, audit] = screen.getAllByTestId('time-entry');
    expect(within(risk!).getByText('Workstream: Risk assessment')).toBeDefined();
    // An id the engagement no longer has names nothing.
    expect(audit!.textContent).not.toContain('Workstream');
    // The timer offers the same workstreams.
    expect(await workstreamSelect()).toBeDefined();
  });

  it('says nothing of an engagement when the page is linked to none', async () => {
    answerPage(null, [entry()]);
    show();
    expect(await screen.findByTestId('time-entry')).toBeDefined();
    expect(screen.queryByText(/counts against the engagement/)).toBeNull();
    expect(screen.queryByLabelText('Workstream')).toBeNull();
  });
});
