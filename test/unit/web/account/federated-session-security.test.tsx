import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Account Security for each kind of session. A Google, Microsoft or LinkedIn session gets tokens
 * without the scope Cognito's self-service calls need, so the page must neither read the MFA
 * settings nor offer the e-mail, password or authenticator controls; a password session keeps
 * them all. As in the other account tests, the page is loaded by a computed path with its `@/`
 * imports provided here (the real UI primitives and session-kind rule); the forms and dialogs,
 * tested on their own, are markers; rendered on the server, as first shown.
 */
const { web, ui, session, mfaFactorsFor } = vi.hoisted(() => {
  const web = (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname;
  const ui = (name: string) => () => import(/* @vite-ignore */ web(`components/ui/${name}.tsx`));
  return {
    web,
    ui,
    session: { current: {} as Record<string, unknown> },
    mfaFactorsFor: [] as unknown[],
  };
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
vi.mock('@/features/auth/session', () => ({ useSession: () => session.current }));
vi.mock(web('features/account/api/mfa.ts'), () => ({
  useMfaFactors: (sub: string | undefined) => {
    mfaFactorsFor.push(sub);
    return { factors: [], isLoading: false };
  },
}));
const MARKED: [file: string, name: string][] = [
  ['add-mfa-dialog', 'AddMfaDialog'],
  ['admin-mfa-notice', 'AdminMfaNotice'],
  ['change-email-dialog', 'ChangeEmailDialog'],
  ['change-password-form', 'ChangePasswordForm'],
  ['remove-mfa-button', 'RemoveMfaButton'],
  ['connected-sign-ins-card', 'ConnectedSignInsCard'],
  ['recovery-codes-card', 'RecoveryCodesSection'],
];
for (const [file, name] of MARKED)
  vi.doMock(web(`features/account/components/${file}.tsx`), () => ({
    [name]: () => createElement('i', { 'data-part': name }),
  }));

let SecurityPage: ComponentType;
let texts: {
  title: string;
  accountDescription: string;
  managedHere: string;
  signedInWith: (providers: string[]) => string;
};
beforeAll(async () => {
  ({ default: SecurityPage } = await import(
    /* @vite-ignore */ web('features/account/routes/security-page.tsx')
  ));
  ({ federatedSessionTexts: texts } = await import(
    /* @vite-ignore */ web('features/account/components/federated-session-card.tsx')
  ));
});

beforeEach(() => {
  mfaFactorsFor.length = 0;
});

function render(signIn: unknown, state?: unknown): string {
  session.current = {
    status: 'signedIn',
    user: { sub: 'user-1', email: 'dana@example.com', signIn },
  };
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [{ pathname: '/account/security', state }] },
      createElement(SecurityPage),
    ),
  );
}
const parts = (html: string) => [...html.matchAll(/data-part="(\w+)"/g)].map((m) => m[1]);
/** Server rendering escapes apostrophes and quotes; compare with the text as the page shows it. */
const plain = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

describe('Account Security, signed in through Google', () => {
  const html = () => render({ kind: 'federated', providers: ['Google'] });

  it('says which sign-in this is and where the e-mail, password and app are managed', () => {
    const page = plain(html());
    expect(page).toContain(
      'This session signed in with Google, whose account manages the e-mail and password you use there.',
    );
    expect(page).toContain(
      'Your authenticator app, password and e-mail here are managed when you sign in with your e-mail and password.',
    );
    expect(page).toContain(`${texts.title}</h3>`);
  });

  it('shows the e-mail and account ID, with no control that would call Cognito', () => {
    const page = html();
    expect(page).toMatch(/<input[^>]*id="account-email"[^>]*value="dana@example.com"/);
    expect(page).toMatch(/<input[^>]*id="account-id"[^>]*value="user-1"/);
    expect(plain(page)).toContain(texts.accountDescription);
    expect(parts(page)).toEqual(['ConnectedSignInsCard']);
    expect(page).not.toContain('No MFA factors enrolled yet.');
    expect(page).not.toContain('Password</h3>');
    // The MFA settings are never read (no key, no request).
    expect(mfaFactorsFor).toEqual([undefined]);
  });

  it('shows no admin MFA notice, even when sent by the admin guard', () => {
    const fromAdmin = { adminMfaFrom: '/admin/articles' };
    expect(parts(render({ kind: 'federated', providers: ['Google'] }, fromAdmin))).not.toContain(
      'AdminMfaNotice',
    );
    expect(parts(render({ kind: 'password' }, fromAdmin))).toContain('AdminMfaNotice');
  });

  it('names every connected sign-in when the account has several', () => {
    expect(plain(render({ kind: 'federated', providers: ['Google', 'LinkedIn'] }))).toContain(
      texts.signedInWith(['Google', 'LinkedIn']),
    );
    expect(texts.signedInWith(['Google', 'LinkedIn'])).toBe(
      'This session signed in with one of your connected sign-ins (Google or LinkedIn), whose account manages the e-mail and password you use there.',
    );
    expect(texts.signedInWith([])).toBe(
      'This session did not sign in with your e-mail and password.',
    );
  });
});

describe('Account Security, signed in with e-mail and password', () => {
  it('keeps the e-mail, password and authenticator controls', () => {
    const page = render({ kind: 'password' });
    expect(parts(page)).toEqual([
      'ChangeEmailDialog',
      'ChangePasswordForm',
      'AddMfaDialog',
      'ConnectedSignInsCard',
    ]);
    expect(page).toContain('Password</h3>');
    expect(page).toContain('Multi-Factor Authentication</h3>');
    expect(page).toContain('No MFA factors enrolled yet.');
    expect(page).toContain(
      'The email you sign in with and your account ID. A new email takes effect once you enter the code we send to it.',
    );
    expect(page).not.toContain(texts.managedHere);
    expect(mfaFactorsFor).toEqual(['user-1']);
  });

  it('has a "Your data" card linking to /account/data', () => {
    const html = render({ kind: 'password' });
    expect(html).toContain('Your data</h3>');
    expect(html).toMatch(/<a[^>]*href="\/account\/data"[^>]*>Download or delete your data<\/a>/);
  });
});
