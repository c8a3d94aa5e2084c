import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@contracts/auth/fields';
import { configureAuth } from '@/features/auth/configure-auth';
import AuthPage from '@/features/auth/routes/auth-page';
import { fakeCognito } from '../../../support/web/cognito';
import { loadConfig } from '../../../support/web/config';
import { renderScreen } from '../../../support/web/render';

/*
 * The sign-in form's own checks (spec §4 "Forms"): a password too short for any account is
 * refused with the spec's message before anything reaches Cognito, and the visitor stays on /auth.
 */
describe('signing in', () => {
  it('shows the spec message for a short password and sends nothing', async () => {
    const cognito = fakeCognito();
    configureAuth(await loadConfig());
    const ui = renderScreen(<AuthPage />, { at: '/auth' });
    await ui.user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await ui.user.type(screen.getByLabelText('Password', { exact: true }), '12345');
    await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Validation Error')).toBeDefined();
    expect(
      (await screen.findAllByText('Password must be at least 6 characters')).length,
    ).toBeGreaterThan(0);
    expect(authMessages.signInPasswordMin).toBe('Password must be at least 6 characters');
    expect(cognito).toEqual([]);
    expect(ui.location()).toBe('/auth');
  });
});
