import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * Account Security leads to "Your data". As in the other account tests, the page is loaded by a
 * computed path with its `@/` imports provided here (the real UI primitives, a signed-in user) and
 * its forms and dialogs, tested on their own, left out; rendered on the server, as first shown.
 */
const { web, ui } = vi.hoisted(() => {
  const web = (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname;
  const ui = (name: string) => () => import(/* @vite-ignore */ web(`components/ui/${name}.tsx`));
  return { web, ui };
});
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
for (const name of ['button', 'card', 'input', 'label', 'spinner'])
  vi.doMock(`@/components/ui/${name}`, ui(name));
vi.mock(
  '@/features/admin/admin-mfa-state',
  () => import(/* @vite-ignore */ web('features/admin/admin-mfa-state.ts')),
);
vi.mock(
  '@/features/auth/session-kind',
  () => import(/* @vite-ignore */ web('features/auth/session-kind.ts')),
);
vi.mock('@/features/auth/navigation', () => ({ useRegisterAuthNavigator: () => undefined }));
vi.mock('@/features/auth/return-to', () => ({ SignInFirst: () => null }));
vi.mock('@/features/auth/session', () => ({
  useSession: () => ({
    status: 'signedIn',
    user: { sub: 'user-1', email: 'dana@example.com', signIn: { kind: 'password' } },
  }),
}));
vi.mock(web('features/account/api/mfa.ts'), () => ({
  useMfaFactors: () => ({ factors: [], isLoading: false }),
}));
const LEFT_OUT: [file: string, name: string][] = [
  ['add-mfa-dialog', 'AddMfaDialog'],
  ['admin-mfa-notice', 'AdminMfaNotice'],
  ['change-email-dialog', 'ChangeEmailDialog'],
  ['change-password-form', 'ChangePasswordForm'],
  ['remove-mfa-button', 'RemoveMfaButton'],
  ['connected-sign-ins-card', 'ConnectedSignInsCard'],
];
for (const [file, name] of LEFT_OUT)
  vi.doMock(web(`features/account/components/${file}.tsx`), () => ({ [name]: () => null }));

let SecurityPage: ComponentType;
beforeAll(async () => {
  ({ default: SecurityPage } = await import(
    /* @vite-ignore */ web('features/account/routes/security-page.tsx')
  ));
});

describe('Account Security', () => {
  it('has a "Your data" card linking to /account/data', () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: ['/account/security'] },
        createElement(SecurityPage),
      ),
    );
    expect(html).toContain('Your data</h3>');
    expect(html).toMatch(/<a[^>]*href="\/account\/data"[^>]*>Download or delete your data<\/a>/);
  });
});
