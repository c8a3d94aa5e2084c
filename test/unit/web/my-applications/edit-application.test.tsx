import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationMessages } from '@contracts/applications/application';
import { ZCisoApplication, ZCisoApplicationForm } from '@contracts/applications/ciso-application';
import {
  myApplicationMessages,
  STATUS_EXPLANATIONS,
  ZMyApplication,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import {
  ZPartnerApplication,
  ZPartnerApplicationForm,
} from '@contracts/applications/partner-application';
import { ZRoleRequest, ZRoleRequestForm } from '@contracts/applications/role-request';
import { DRAFT_VERSION, draftKey } from '../../../../web/src/features/applications/lib/form-draft';
import {
  cisoFormValues,
  partnerFormValues,
  roleFormValues,
} from '../../../../web/src/features/applications/lib/edit-values';
import { cisoApplication, partnerApplication, roleRequest } from '../../../support/applications';

/*
 * As in the other my-applications and application-form tests: the unit tier has neither a DOM
 * nor the web app's `@/` alias, so the page is loaded by a computed path with its `@/` imports
 * provided here: the real UI primitives, forms and form helper, a signed-in user, a fake data
 * hook, API client, action hook and navigation. The markup is rendered on the server, as first
 * shown. Without a DOM nothing can be typed or pressed, so the contract form is the real one with
 * its last instance kept: the test reads the values the form starts from and hands its valid-
 * submit handler parsed values, as react-hook-form does once the fields pass.
 */
type Form = {
  getValues: () => Record<string, unknown>;
  onValid?: (values: unknown) => Promise<void>;
};
const { web, apiFetch, act, navigate, detail, forms } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  act: vi.fn(),
  navigate: vi.fn(),
  detail: { current: {} as Record<string, unknown>, useMyApplication: vi.fn() },
  forms: { last: undefined as Form | undefined },
}));
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useNavigate: () => navigate,
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/choices', () => import(/* @vite-ignore */ web('lib/choices.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
vi.mock('@/lib/idempotency-key', () => import(/* @vite-ignore */ web('lib/idempotency-key.ts')));
vi.mock('@/lib/forms/use-contract-form', async () => {
  const real = (await import(/* @vite-ignore */ web('lib/forms/use-contract-form.ts'))) as {
    useContractForm: (...args: unknown[]) => Form & { submit: (onValid: unknown) => unknown };
  };
  return {
    useContractForm: (...args: unknown[]) => {
      const form = real.useContractForm(...args);
      const kept: Form = { getValues: form.getValues };
      forms.last = kept;
      return {
        ...form,
        submit: (onValid: Form['onValid']) => {
          kept.onValid = onValid;
          return form.submit(onValid);
        },
      };
    },
  };
});
for (const ui of [
  'badge',
  'button',
  'card',
  'chip-group',
  'document-title',
  'form-field',
  'input',
  'label',
  'native-select',
  'spinner',
  'textarea',
])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );
vi.mock(
  '@/features/screening/applicant-view',
  () => import(/* @vite-ignore */ web('features/screening/applicant-view.ts')),
);
vi.mock(
  '@/features/applications/edit-forms',
  () => import(/* @vite-ignore */ web('features/applications/edit-forms.ts')),
);
vi.mock('@/features/auth/require-user', () => ({
  RequireUser: ({ children }: { children: (user: object) => ReactNode }) =>
    children({ sub: 'user-1', email: 'dana@example.com' }),
}));
vi.mock('@/features/auth/session', () => ({
  useSession: () => ({ status: 'signedIn', user: { sub: 'user-1', email: 'other@example.com' } }),
}));
vi.mock('@/features/auth/return-to', () => ({ rememberReturn: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api-client', async () => ({
  ...(await import(/* @vite-ignore */ web('lib/api-client.ts'))),
  apiFetch,
}));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act, busy: false }) }));
// The LinkedIn quick fill loads Amplify; in edit mode it is not offered anyway.
vi.mock(web('features/applications/lib/use-linkedin-quick-fill.ts'), () => ({
  useLinkedInQuickFill: () => ({ start: vi.fn(), working: false }),
}));
vi.mock(web('features/my-applications/api/get-my-application.ts'), () => ({
  myApplicationPath: (id: string) => `/api/my/applications/${id}`,
  useMyApplication: detail.useMyApplication,
}));

let EditPage: ComponentType;
let ApiError: new (status: number, code: string, message: string) => Error;
beforeAll(async () => {
  ({ default: EditPage } = await import(
    /* @vite-ignore */ web('features/my-applications/routes/edit-application-page.tsx')
  ));
  ({ ApiError } = await import(/* @vite-ignore */ web('lib/api-client.ts')));
});

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  forms.last = undefined;
  navigate.mockReset();
  apiFetch.mockReset();
  act.mockReset().mockImplementation(async (action: { run: () => Promise<unknown> }) => {
    try {
      return { ok: true, value: await action.run() };
    } catch (error) {
      return { ok: false, error };
    }
  });
  detail.useMyApplication.mockReset().mockImplementation(() => detail.current);
});
afterEach(() => {
  vi.unstubAllGlobals();
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
const professional = (over: Record<string, unknown> = {}): TMyApplication =>
  ZMyApplication.parse({
    ...mine,
    kind: 'ciso',
    submission: cisoApplication({
      boardExperience: 'No',
      executiveExperience: EXECUTIVE,
      photoUrl: PHOTO,
    }),
    photoUrl: PHOTO_LINK,
    proposals: [],
    ...over,
  });
const company = (over: Record<string, unknown> = {}): TMyApplication =>
  ZMyApplication.parse({ ...mine, kind: 'role', submission: roleRequest(), ...over });
const partner = (over: Record<string, unknown> = {}): TMyApplication =>
  ZMyApplication.parse({ ...mine, kind: 'partner', submission: partnerApplication(), ...over });

const showEdit = (state: Record<string, unknown>) => {
  detail.current = { data: undefined, error: undefined, mutate: vi.fn(), ...state };
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ['/my/applications/app-1/edit'] },
      createElement(
        Routes,
        null,
        createElement(Route, {
          path: '/my/applications/:id/edit',
          element: createElement(EditPage),
        }),
      ),
    ),
  );
};

/** The link whose text is `text`, as its `href`. */
const hrefOf = (html: string, text: string) =>
  new RegExp(`<a[^>]*href="([^"]+)"[^>]*>(?:<svg(?:(?!</svg>)[\\s\\S])*</svg>)?${text}</a>`).exec(
    html,
  )?.[1];

/** The chips of a group that show as chosen, by their label. */
const pressed = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)/g)].map(
    (m) => m[1],
  );

const submitButton = (html: string) =>
  /<button[^>]*type="submit"[\s\S]*?<\/button>/.exec(html)?.[0];

describe('editing one of my applications', () => {
  it("opens a professional's form with what was sent, to save rather than submit", () => {
    const application = professional();
    const html = showEdit({ data: application });
    expect(detail.useMyApplication).toHaveBeenCalledWith('app-1', 'user-1');
    expect(html).toMatch(/<h1[^>]*>Edit your application<\/h1>/);
    expect(html).toContain('Professional application · Dana Whitfield');
    expect(hrefOf(html, 'Cancel')).toBe('/my/applications/app-1');
    // The form starts from the application as sent.
    expect(forms.last?.getValues()).toEqual(
      cisoFormValues(application.kind === 'ciso' ? application.submission : never()),
    );
    expect(pressed(html)).toEqual(expect.arrayContaining(['CISSP', 'ISO 27001 Lead Auditor']));
    expect(html).toContain(`${EXECUTIVE.length} / 2,000 characters`);
    expect(submitButton(html)).toContain('Save changes');
    expect(html).not.toContain('Submit Application');
    // Neither the LinkedIn quick fill nor the signed-out notice.
    expect(html).not.toContain('Quick Fill with LinkedIn');
    expect(html).not.toContain('role="note"');
    // The current photo stays unless another is chosen.
    expect(html).toContain('Current photo kept unless you choose a new one.');
    expect(html).toContain(`src="${PHOTO_LINK.replaceAll('&', '&amp;')}"`);
  });

  it('says nothing of a current photo when none was sent', () => {
    const html = showEdit({
      data: professional({ submission: cisoApplication(), photoUrl: null }),
    });
    expect(html).not.toContain('Current photo kept');
  });

  it("opens a company's role request and a partner's application in their own forms", () => {
    const role = company();
    const roleHtml = showEdit({ data: role });
    expect(roleHtml).toContain('Role request · Northwind Payments');
    expect(forms.last?.getValues()).toEqual(
      roleFormValues(role.kind === 'role' ? role.submission : never()),
    );
    expect(roleHtml).toContain(`${roleRequest().roleDescription?.length} / 3,000 characters`);
    expect(submitButton(roleHtml)).toContain('Save changes');
    expect(roleHtml).not.toContain('Post Role');
    expect(roleHtml).not.toContain('role="note"');

    const firm = partner();
    const partnerHtml = showEdit({ data: firm });
    expect(partnerHtml).toContain('Partner application · Keystone Advisory');
    expect(forms.last?.getValues()).toEqual(
      partnerFormValues(firm.kind === 'partner' ? firm.submission : never()),
    );
    expect(pressed(partnerHtml)).toEqual(['Financial Services', 'Healthcare', 'United Kingdom']);
    expect(submitButton(partnerHtml)).toContain('Save changes');
    expect(partnerHtml).not.toContain('role="note"');
  });

  it('starts from the application, not from a draft of a new one kept in the tab', () => {
    const draft = { companyName: 'Draft Firm', industriesServed: ['Technology'] };
    storage.set(
      draftKey('partner'),
      JSON.stringify({ v: DRAFT_VERSION, savedAt: Date.now(), values: draft }),
    );
    showEdit({ data: partner() });
    expect(forms.last?.getValues()).toMatchObject({
      companyName: 'Keystone Advisory',
      industriesServed: ['Financial Services', 'Healthcare'],
    });
    expect(JSON.parse(storage.get(draftKey('partner')) ?? '{}')).toMatchObject({ values: draft });
  });

  it('saves the whole form with the photo kept, reloads the detail and the list, and goes back', async () => {
    const application = professional();
    showEdit({ data: application });
    const values = ZCisoApplicationForm.parse({
      ...forms.last?.getValues(),
      hourlyRate: '£200/hour',
    });
    apiFetch.mockResolvedValue(application);
    await forms.last?.onValid?.(values);

    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith('/api/my/applications/app-1', {
      method: 'PUT',
      body: {
        kind: 'ciso',
        submission: ZCisoApplication.parse(
          cisoApplication({
            boardExperience: 'No',
            executiveExperience: EXECUTIVE,
            photoUrl: PHOTO,
            hourlyRate: '£200/hour',
          }),
        ),
      },
      schema: ZMyApplication,
    });
    expect(act).toHaveBeenCalledWith(
      expect.objectContaining({
        success: myApplicationMessages.saved,
        revalidate: ['/api/my/applications/app-1', '/api/my/applications'],
      }),
    );
    expect(navigate).toHaveBeenCalledWith('/my/applications/app-1');
  });

  it('stays on the form after a refusal, with the server message under "Failed to update"', async () => {
    const application = partner();
    showEdit({ data: application });
    const refused = new ApiError(409, 'conflict', myApplicationMessages.notEditable);
    apiFetch.mockRejectedValue(refused);
    await forms.last?.onValid?.(ZPartnerApplicationForm.parse(forms.last.getValues()));

    expect(apiFetch).toHaveBeenCalledWith('/api/my/applications/app-1', {
      method: 'PUT',
      body: { kind: 'partner', submission: ZPartnerApplication.parse(partnerApplication()) },
      schema: ZMyApplication,
    });
    expect(navigate).not.toHaveBeenCalled();
    const [{ error }] = act.mock.calls[0] as [{ error: (e: unknown) => unknown }];
    expect(error(refused)).toEqual({
      title: myApplicationMessages.saveFailed,
      description: myApplicationMessages.notEditable,
    });
  });

  it('sends a role request as its own kind', async () => {
    showEdit({ data: company() });
    apiFetch.mockResolvedValue(company());
    await forms.last?.onValid?.(ZRoleRequestForm.parse(forms.last.getValues()));
    expect(apiFetch).toHaveBeenCalledWith(
      '/api/my/applications/app-1',
      expect.objectContaining({
        method: 'PUT',
        body: { kind: 'role', submission: ZRoleRequest.parse(roleRequest()) },
      }),
    );
  });

  it('says an application under review can no longer be changed, with the way back', () => {
    const html = showEdit({
      data: professional({
        status: 'screening',
        canEdit: false,
        history: [
          { status: 'new', at: at(3) },
          { status: 'screening', at: at(4) },
        ],
      }),
    });
    expect(html).toContain(myApplicationMessages.notEditable);
    expect(html).toContain(STATUS_EXPLANATIONS.screening);
    expect(hrefOf(html, 'Back to the application')).toBe('/my/applications/app-1');
    expect(html).not.toContain('<form');
    expect(forms.last).toBeUndefined();

    const withdrawn = showEdit({
      data: company({ status: 'withdrawn', canEdit: false, canWithdraw: false }),
    });
    expect(withdrawn).toContain('This application can no longer be changed');
    expect(withdrawn).toContain(STATUS_EXPLANATIONS.withdrawn);
    expect(withdrawn).not.toContain('<form');
  });

  it('says "Application not found", with the way back to the list, for a 404', () => {
    const html = showEdit({
      error: new ApiError(404, 'not_found', applicationMessages.notFound),
    });
    expect(html).toMatch(/<p role="alert"[^>]*>Application not found<\/p>/);
    expect(hrefOf(html, 'Back to My applications')).toBe('/my/applications');
    expect(html).not.toContain('<form');
  });

  it('shows loading, and a failure with "Try again"', () => {
    expect(showEdit({})).toContain('Loading your application...');
    const failed = showEdit({ error: new ApiError(500, 'internal', 'Server error') });
    expect(failed).toContain(myApplicationMessages.loadOneFailed);
    expect(failed).toContain('Try again');
    expect(failed).not.toContain('<form');
  });
});

function never(): never {
  throw new Error('unexpected kind');
}
