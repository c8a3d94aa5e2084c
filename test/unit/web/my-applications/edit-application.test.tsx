import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationMessages } from '@contracts/applications/application';
import { ZCisoApplication } from '@contracts/applications/ciso-application';
import {
  myApplicationMessages,
  STATUS_EXPLANATIONS,
  ZMyApplication,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { ZPartnerApplication } from '@contracts/applications/partner-application';
import { ZRoleRequest } from '@contracts/applications/role-request';
import { applicationRoutes } from '@contracts/applications/routes';
import { DRAFT_VERSION, draftKey } from '@/features/applications/lib/form-draft';
import EditApplicationPage from '@/features/my-applications/routes/edit-application-page';
import { cisoApplication, partnerApplication, roleRequest } from '../../../support/applications';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/*
 * `/my/applications/{id}/edit`: the applicant's own application in its own form, typed into and
 * saved in the DOM, with the API answered at the fetch boundary.
 */
beforeEach(() => {
  sessionStorage.clear();
  signIn({ sub: 'user-1', email: 'other@example.com' });
});

const at = (day: number) => `2026-03-0${day}T12:00:00.000Z`;
const EXECUTIVE =
  'CISO of a payments group for six years, reporting to the CEO and the risk committee.';
const PHOTO = 'user-1/1767225600000.jpg';
const PHOTO_LINK = 'https://photos.example.com/user-1/1767225600000.jpg?signature=abc';

const mine = {
  id: 'app-1',
  status: 'new',
  createdAt: at(3),
  updatedAt: at(3),
  history: [{ status: 'new', at: at(3) }],
  canEdit: true,
  canWithdraw: true,
};
const sentCiso = () =>
  cisoApplication({ boardExperience: 'No', executiveExperience: EXECUTIVE, photoUrl: PHOTO });
const professional = (over: Record<string, unknown> = {}): TMyApplication =>
  ZMyApplication.parse({
    ...mine,
    kind: 'ciso',
    submission: sentCiso(),
    photoUrl: PHOTO_LINK,
    proposals: [],
    ...over,
  });
const company = (over: Record<string, unknown> = {}): TMyApplication =>
  ZMyApplication.parse({ ...mine, kind: 'role', submission: roleRequest(), ...over });
const partner = (over: Record<string, unknown> = {}): TMyApplication =>
  ZMyApplication.parse({ ...mine, kind: 'partner', submission: partnerApplication(), ...over });

const showEdit = (application?: TMyApplication) => {
  if (application) answer(applicationRoutes.getMine, application);
  return renderScreen(<EditApplicationPage />, {
    at: '/my/applications/app-1/edit',
    route: '/my/applications/:id/edit',
  });
};
const opened = () => screen.findByRole('heading', { level: 1, name: 'Edit your application' });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const chosen = () =>
  screen.getAllByRole('button', { pressed: true }).map((chip) => chip.textContent);
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('editing one of my applications', () => {
  it("opens a professional's form with what was sent, to save rather than submit", async () => {
    showEdit(professional());
    await opened();
    expect(screen.getByText('Professional application · Dana Whitfield')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/my/applications/app-1',
    );
    // The form starts from the application as sent, not from the signed-in user's address.
    expect(valueOf('Full name')).toBe('Dana Whitfield');
    expect(valueOf('Email')).toBe('dana@example.com');
    expect(valueOf('Country')).toBe('United Kingdom');
    expect(valueOf('Hourly rate (optional)')).toBe('£180/hour');
    expect(chosen()).toEqual(expect.arrayContaining(['CISSP', 'ISO 27001 Lead Auditor']));
    expect(screen.getByText(`${EXECUTIVE.length} / 2,000 characters`)).toBeDefined();
    expect(save().getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    // Neither the LinkedIn quick fill nor the signed-out notice.
    expect(screen.queryByRole('button', { name: /Quick Fill with LinkedIn/ })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    // The current photo stays unless another is chosen.
    expect(screen.getByText('Current photo kept unless you choose a new one.')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Your current photo' }).getAttribute('src')).toBe(
      PHOTO_LINK,
    );
  });

  it('says nothing of a current photo when none was sent', async () => {
    showEdit(professional({ submission: cisoApplication(), photoUrl: null }));
    await opened();
    expect(screen.queryByText('Current photo kept unless you choose a new one.')).toBeNull();
  });

  it("opens a company's role request in its own form", async () => {
    showEdit(company());
    await opened();
    expect(screen.getByText('Role request · Northwind Payments')).toBeDefined();
    expect(valueOf('Company name')).toBe('Northwind Payments');
    expect(valueOf('Contact email')).toBe('sam@example.com');
    expect(
      screen.getByText(`${roleRequest().roleDescription?.length} / 3,000 characters`),
    ).toBeDefined();
    expect(save()).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Post Role' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("opens a partner's application in its own form", async () => {
    showEdit(partner());
    await opened();
    expect(screen.getByText('Partner application · Keystone Advisory')).toBeDefined();
    expect(valueOf('Company name')).toBe('Keystone Advisory');
    expect(valueOf('Website (optional)')).toBe('https://keystone.example.com');
    expect(chosen()).toEqual(['Financial Services', 'Healthcare', 'United Kingdom']);
    expect(save()).toBeDefined();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('starts from the application, not from a draft of a new one kept in the tab', async () => {
    const draft = { companyName: 'Draft Firm', industriesServed: ['Technology'] };
    const kept = JSON.stringify({ v: DRAFT_VERSION, savedAt: Date.now(), values: draft });
    sessionStorage.setItem(draftKey('partner'), kept);
    showEdit(partner());
    await opened();
    expect(valueOf('Company name')).toBe('Keystone Advisory');
    expect(chosen()).toEqual(['Financial Services', 'Healthcare', 'United Kingdom']);
    // The draft of a new application is left as it was.
    expect(sessionStorage.getItem(draftKey('partner'))).toBe(kept);
  });

  it('saves the whole form with the photo kept, reloads the application, and goes back', async () => {
    const reads = record(applicationRoutes.getMine, professional());
    const saves = record(applicationRoutes.editMine, professional());
    const ui = showEdit();
    await opened();
    const rate = screen.getByLabelText('Hourly rate (optional)');
    await ui.user.clear(rate);
    await ui.user.type(rate, '£200/hour');
    await ui.user.click(save());
    expect(await screen.findByText(myApplicationMessages.saved)).toBeDefined();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.url.pathname).toBe('/api/my/applications/app-1');
    expect(saves[0]?.body).toEqual({
      kind: 'ciso',
      submission: ZCisoApplication.parse({ ...sentCiso(), hourlyRate: '£200/hour' }),
    });
    expect(reads).toHaveLength(2);
    await expect.poll(() => ui.location()).toBe('/my/applications/app-1');
  });

  it('stays on the form after a refusal, with the server message under "Failed to update"', async () => {
    answer(applicationRoutes.getMine, partner());
    refuse(applicationRoutes.editMine, 409, myApplicationMessages.notEditable, {
      code: 'conflict',
    });
    const ui = showEdit();
    await opened();
    await ui.user.click(save());
    expect(await screen.findByText(myApplicationMessages.saveFailed)).toBeDefined();
    expect(await screen.findByText(myApplicationMessages.notEditable)).toBeDefined();
    expect(ui.location()).toBe('/my/applications/app-1/edit');
    expect(valueOf('Company name')).toBe('Keystone Advisory');
  });

  it('sends a partner application and a role request each as its own kind', async () => {
    const saves = record(applicationRoutes.editMine, partner());
    const first = showEdit(partner());
    await opened();
    await first.user.click(save());
    await screen.findByText(myApplicationMessages.saved);
    expect(saves[0]?.body).toEqual({
      kind: 'partner',
      submission: ZPartnerApplication.parse(partnerApplication()),
    });
    first.unmount();

    const ui = showEdit(company());
    await opened();
    await ui.user.click(save());
    await expect.poll(() => saves.length).toBe(2);
    expect(saves[1]?.body).toEqual({ kind: 'role', submission: ZRoleRequest.parse(roleRequest()) });
  });

  it('refuses a field the contract refuses, and sends nothing', async () => {
    const saves = record(applicationRoutes.editMine, professional());
    const ui = showEdit(professional());
    await opened();
    await ui.user.clear(screen.getByLabelText('Full name'));
    await ui.user.click(save());
    await expect
      .poll(() => screen.getByLabelText('Full name').getAttribute('aria-invalid'))
      .toBe('true');
    expect(saves).toHaveLength(0);
    expect(ui.location()).toBe('/my/applications/app-1/edit');
  });

  it('says an application under review can no longer be changed, with the way back', async () => {
    const { unmount } = showEdit(
      professional({
        status: 'screening',
        canEdit: false,
        history: [
          { status: 'new', at: at(3) },
          { status: 'screening', at: at(4) },
        ],
      }),
    );
    expect(await screen.findByText(myApplicationMessages.notEditable)).toBeDefined();
    expect(screen.getByText(STATUS_EXPLANATIONS.screening)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the application' }).getAttribute('href')).toBe(
      '/my/applications/app-1',
    );
    expect(document.querySelector('form')).toBeNull();
    unmount();

    showEdit(company({ status: 'withdrawn', canEdit: false, canWithdraw: false }));
    expect(await screen.findByText('This application can no longer be changed')).toBeDefined();
    expect(screen.getByText(STATUS_EXPLANATIONS.withdrawn)).toBeDefined();
    expect(document.querySelector('form')).toBeNull();
  });

  it('says "Application not found", with the way back to the list, for a 404', async () => {
    refuse(applicationRoutes.getMine, 404, applicationMessages.notFound, { code: 'not_found' });
    showEdit();
    expect((await screen.findByRole('alert')).textContent).toBe('Application not found');
    expect(screen.getByRole('link', { name: 'Back to My applications' }).getAttribute('href')).toBe(
      '/my/applications',
    );
    expect(document.querySelector('form')).toBeNull();
  });

  it('shows loading, and a failure with "Try again"', async () => {
    hang(applicationRoutes.getMine);
    const { unmount } = showEdit();
    expect(await screen.findByText('Loading your application...')).toBeDefined();
    unmount();
    refuse(applicationRoutes.getMine, 500, 'Server error', { code: 'internal' });
    showEdit();
    expect(await screen.findByText(myApplicationMessages.loadOneFailed)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(document.querySelector('form')).toBeNull();
  });
});
