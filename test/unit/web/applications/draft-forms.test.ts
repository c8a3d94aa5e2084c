import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ZPartnerApplicationForm,
  type TPartnerApplicationForm,
} from '@contracts/applications/partner-application';
import {
  DRAFT_VERSION,
  draftKey,
  type DraftStorage,
} from '../../../../web/src/features/applications/lib/form-draft';
import { signInToSubmitNotice } from '../../../../web/src/features/applications/lib/notices';

/*
 * The unit tier runs in Node, without the web app's `@/` alias or a DOM (testing-library is not
 * installed): the forms are loaded by a computed path, with their `@/` imports provided here (the
 * real UI primitives and form helper, a fake session, API client and action hook), and rendered
 * on the server as first shown. A draft in the fake session storage must be what the form starts
 * from; saving on change runs in effects and is covered by the keeper's own tests
 * (form-draft.test.ts) and the browser test (test/e2e/apply-partner-signed-out.test.ts).
 */
const { web, session } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  session: { current: { status: 'signedOut', user: null } as { status: string; user: unknown } },
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/choices', () => import(/* @vite-ignore */ web('lib/choices.ts')));
vi.mock('@/lib/idempotency-key', () => import(/* @vite-ignore */ web('lib/idempotency-key.ts')));
vi.mock(
  '@/lib/forms/use-contract-form',
  () => import(/* @vite-ignore */ web('lib/forms/use-contract-form.ts')),
);
for (const ui of ['button', 'card', 'chip-group', 'input', 'label', 'native-select', 'textarea'])
  vi.doMock(
    `@/components/ui/${ui}`,
    () => import(/* @vite-ignore */ web(`components/ui/${ui}.tsx`)),
  );
vi.mock(
  '@/components/ui/form-field',
  () => import(/* @vite-ignore */ web('components/ui/form-field.tsx')),
);
vi.mock('@/features/auth/return-to', () => ({ rememberReturn: vi.fn() }));
vi.mock('@/features/auth/session', () => ({ useSession: () => session.current }));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));
vi.mock('@/lib/api-client', () => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act: vi.fn(), busy: false }) }));
// The LinkedIn quick fill loads Amplify; the professional form is rendered here for its notice.
vi.mock(web('features/applications/lib/use-linkedin-quick-fill.ts'), () => ({
  useLinkedInQuickFill: () => ({ start: vi.fn(), working: false }),
}));

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

type DraftedForm = {
  useDraftedForm: (
    name: 'partner',
    schema: typeof ZPartnerApplicationForm,
    options: { defaultValues: Partial<TPartnerApplicationForm> },
  ) => { getValues: () => TPartnerApplicationForm };
};
let PartnerApplicationForm: ComponentType;
let RoleRequestForm: ComponentType;
let CisoApplicationForm: ComponentType;
let useDraftedForm: DraftedForm['useDraftedForm'];
beforeAll(async () => {
  ({ PartnerApplicationForm } = await import(
    /* @vite-ignore */ web('features/applications/components/partner-application-form.tsx')
  ));
  ({ RoleRequestForm } = await import(
    /* @vite-ignore */ web('features/applications/components/role-request-form.tsx')
  ));
  ({ CisoApplicationForm } = await import(
    /* @vite-ignore */ web('features/applications/components/ciso/ciso-application-form.tsx')
  ));
  ({ useDraftedForm } = (await import(
    /* @vite-ignore */ web('features/applications/lib/use-form-draft.ts')
  )) as DraftedForm);
});

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
  session.current = { status: 'signedOut', user: null };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const render = (form: ComponentType, path: string) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(form)),
  );

const typed: TPartnerApplicationForm = {
  companyName: 'Northwind Security',
  companySize: '11-50 employees',
  partnerType: 'Consulting Firm',
  companyDescription: 'We run security programmes for regulated firms across Europe.',
  websiteUrl: '',
  targetClients: 'Mid-sized banks',
  industriesServed: ['Financial Services', 'Healthcare'],
  countriesServed: ['United Kingdom'],
  contactName: 'Sam Patel',
  contactEmail: 'sam@example.com',
  contactPhone: '',
};
const storeDraft = (values: object, savedAt = Date.now()) =>
  storage.setItem(draftKey('partner'), JSON.stringify({ v: DRAFT_VERSION, savedAt, values }));

/** The chips of a group that show as chosen, by their label. */
const pressed = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)/g)].map(
    (m) => m[1],
  );

describe('the signed-out notice on the application forms', () => {
  it('says that submitting needs an account, offers the sign-in and says the form is kept', () => {
    for (const [form, path] of [
      [PartnerApplicationForm, '/apply-partner'],
      [RoleRequestForm, '/post-role'],
      [CisoApplicationForm, '/apply-ciso'],
    ] as const) {
      const html = render(form, path);
      const note = html.match(/<div role="note"[\s\S]*?<\/a><\/div>/)?.[0] ?? '';
      expect(note, path).toContain(signInToSubmitNotice.title);
      expect(note).toContain(signInToSubmitNotice.description);
      expect(note).toMatch(/<a[^>]*href="\/auth"[^>]*>[\s\S]*Sign in<\/a>/);
      // It sits just above the submit row.
      expect(html.indexOf('role="note"')).toBeLessThan(html.indexOf('type="submit"'));
    }
    expect(signInToSubmitNotice.description).toMatch(/What you type here is kept/);
    // No photo is chosen, so nothing is said about choosing it again.
    expect(render(CisoApplicationForm, '/apply-ciso')).not.toContain(
      signInToSubmitNotice.photoNotKept,
    );
  });

  it('does not show while the session loads or once signed in', () => {
    for (const status of ['loading', 'signedIn']) {
      session.current = { status, user: { sub: 'u1', email: 'ada@example.com' } };
      expect(render(PartnerApplicationForm, '/apply-partner')).not.toContain('role="note"');
      expect(render(RoleRequestForm, '/post-role')).not.toContain(signInToSubmitNotice.title);
      expect(render(CisoApplicationForm, '/apply-ciso')).not.toContain('role="note"');
    }
  });
});

describe('a partner form coming back from the sign-in', () => {
  it('starts from the draft kept in the tab', () => {
    storeDraft(typed);
    const html = render(PartnerApplicationForm, '/apply-partner');
    expect(pressed(html)).toEqual(['Financial Services', 'Healthcare', 'United Kingdom']);
    // The live counts read the form's values: the description and target clients as typed.
    expect(html).toContain(`${typed.companyDescription.length} / 2,000 characters`);
    expect(html).toContain(`${typed.targetClients.length} / 2,000 characters`);

    let values: TPartnerApplicationForm | undefined;
    function Probe() {
      values = useDraftedForm('partner', ZPartnerApplicationForm, {
        defaultValues: {
          companyName: '',
          companyDescription: '',
          targetClients: '',
          industriesServed: [],
          countriesServed: [],
        },
      }).getValues();
      return null;
    }
    render(Probe, '/apply-partner');
    expect(values).toEqual(typed);
  });

  it('starts empty when the stored draft is unreadable, old or does not fit', () => {
    for (const raw of ['{"v":1,"savedAt":', JSON.stringify({ v: 99, values: typed })]) {
      storage.setItem(draftKey('partner'), raw);
      const html = render(PartnerApplicationForm, '/apply-partner');
      expect(pressed(html)).toEqual([]);
      expect(html).toContain('0 / 2,000 characters');
    }
    storeDraft(typed, Date.now() - 2 * 24 * 60 * 60 * 1000);
    expect(pressed(render(PartnerApplicationForm, '/apply-partner'))).toEqual([]);
    storeDraft({ industriesServed: ['Not an industry'] });
    expect(pressed(render(PartnerApplicationForm, '/apply-partner'))).toEqual([]);
  });

  it('still renders where session storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(render(PartnerApplicationForm, '/apply-partner')).toContain('Submit Application');
  });
});
