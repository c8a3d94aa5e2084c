import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '@contracts/account/routes';
import type { SessionUser } from '@/features/auth/session';
import { federatedSessionTexts as texts } from '@/features/account/components/federated-session-card';
import SecurityPage from '@/features/account/routes/security-page';
import { answer } from '../../../support/web/api';
import { signInWithCognito, type CognitoCall } from '../../../support/web/cognito';
import { renderScreen } from '../../../support/web/render';

/*
 * Account Security for each kind of session. A Google, Microsoft or LinkedIn session gets tokens
 * without the scope Cognito's self-service calls need, so the page must neither read the MFA
 * settings nor offer the e-mail, password or authenticator controls; a password session keeps
 * them all. Amplify runs for real against Cognito's API answered at the fetch boundary, so the
 * test reads which calls reached Cognito.
 */
async function show(signIn: SessionUser['signIn'], state?: unknown) {
  const cognito = await signInWithCognito({
    sub: 'user-1',
    email: 'dana@example.com',
    signIn,
  });
  answer(accountRoutes.listSignIns, {
    canChange: signIn.kind === 'password',
    signIns: [{ provider: 'Google', available: true, connected: false, connectedAt: null }],
  });
  const ui = renderScreen(<SecurityPage />, { at: '/account/security', state });
  await screen.findByRole('heading', { level: 1, name: 'Account Security' });
  // The connected sign-ins card is loaded on either kind: the page has settled once it shows.
  await screen.findByText('Google');
  return { ui, cognito };
}

const google: SessionUser['signIn'] = { kind: 'federated', providers: ['Google'] };
const fromAdmin = { adminMfaFrom: '/admin/articles' };
const read = (cognito: CognitoCall[]) => cognito.map((call) => call.op);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Account Security, signed in through Google', () => {
  it('says which sign-in this is and where the e-mail, password and app are managed', async () => {
    await show(google);
    expect(
      screen.getByText(
        'This session signed in with Google, whose account manages the e-mail and password you use there.',
      ),
    ).toBeDefined();
    expect(
      screen.getByText(
        'Your authenticator app, password and e-mail here are managed when you sign in with your e-mail and password.',
      ),
    ).toBeDefined();
    expect(screen.getByText(texts.title)).toBeDefined();
  });

  it('shows the e-mail and account ID, with no control that would call Cognito', async () => {
    const { cognito } = await show(google);
    expect(field('Email').value).toBe('dana@example.com');
    expect(field('Email').readOnly).toBe(true);
    expect(field('Account ID').value).toBe('user-1');
    expect(screen.getByText(texts.accountDescription)).toBeDefined();
    expect(screen.queryByRole('button', { name: /change e-?mail/i })).toBeNull();
    expect(screen.queryByText('No MFA factors enrolled yet.')).toBeNull();
    expect(screen.queryByText('Password')).toBeNull();
    expect(screen.queryByLabelText(/current password/i)).toBeNull();
    // The MFA settings are never read: nothing reached Cognito.
    expect(read(cognito)).toEqual([]);
  });

  it('shows no admin MFA notice, even when sent by the admin guard', async () => {
    await show(google, fromAdmin);
    expect(
      screen.queryByRole('heading', { name: 'Administrators must use two-factor authentication' }),
    ).toBeNull();
  });

  it('names every connected sign-in when the account has several', async () => {
    await show({ kind: 'federated', providers: ['Google', 'LinkedIn'] });
    expect(screen.getByText(texts.signedInWith(['Google', 'LinkedIn']))).toBeDefined();
    expect(texts.signedInWith(['Google', 'LinkedIn'])).toBe(
      'This session signed in with one of your connected sign-ins (Google or LinkedIn), whose account manages the e-mail and password you use there.',
    );
    expect(texts.signedInWith([])).toBe(
      'This session did not sign in with your e-mail and password.',
    );
  });
});

describe('Account Security, signed in with e-mail and password', () => {
  it('keeps the e-mail, password and authenticator controls, reading the MFA settings', async () => {
    const { cognito } = await show({ kind: 'password' });
    expect(await screen.findByText('No MFA factors enrolled yet.')).toBeDefined();
    expect(screen.getByText('Password')).toBeDefined();
    expect(screen.getByText('Multi-Factor Authentication')).toBeDefined();
    expect(
      screen.getByText(
        'The email you sign in with and your account ID. A new email takes effect once you enter the code we send to it.',
      ),
    ).toBeDefined();
    expect(screen.queryByText(texts.managedHere)).toBeNull();
    expect(read(cognito)).toEqual(['GetUser']);
  });

  it('shows the admin MFA notice when sent by the admin guard', async () => {
    await show({ kind: 'password' }, fromAdmin);
    expect(
      await screen.findByRole('heading', {
        name: 'Administrators must use two-factor authentication',
      }),
    ).toBeDefined();
  });

  it('has a "Your data" card linking to /account/data', async () => {
    await show({ kind: 'password' });
    const card = screen.getByText('Your data').closest('div[class*="rounded"]') as HTMLElement;
    expect(
      within(card).getByRole('link', { name: 'Download or delete your data' }).getAttribute('href'),
    ).toBe('/account/data');
  });
});
