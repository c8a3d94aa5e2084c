import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@contracts/auth/fields';
import { changeEmailMessages } from '@contracts/auth/change-email';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import {
  ChangeEmailDialog,
  EmailCodeForm,
  pendingEmailNotice,
} from '@/features/account/components/change-email-dialog';
import { RemoveMfaButton } from '@/features/account/components/remove-mfa-button';
import { disabled } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';

/*
 * Account Security's dialogs, opened, typed into and closed as a person does. What they send goes
 * to Cognito through Amplify, which the integration and browser tiers run against cognito-local;
 * here the forms stop before it: the contract's own checks refuse what would be sent in vain.
 */

describe('Change email', () => {
  const open = async () => {
    const ui = renderScreen(<ChangeEmailDialog email="ada@example.com" />);
    const trigger = screen.getByRole('button', { name: 'Change Email' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await ui.user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    return { ui, trigger, dialog };
  };

  it('asks for the new address first, the current one never shown as a field', async () => {
    const { dialog } = await open();
    const form = within(dialog).getByRole('form', { name: 'Change email' });
    const field = within(form).getByLabelText<HTMLInputElement>('New email');
    expect(field.type).toBe('email');
    expect(field.autocomplete).toBe('email');
    expect(document.activeElement).toBe(field);
    expect(within(form).queryByDisplayValue('ada@example.com')).toBeNull();
    expect(within(form).getByRole('button', { name: 'Send Code' })).toBeDefined();
  });

  it('refuses an address that is not one, or the current one, saying why', async () => {
    const { ui, dialog } = await open();
    const field = within(dialog).getByLabelText('New email');
    await ui.user.type(field, 'not-an-address');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect((await within(dialog).findAllByText(authMessages.invalidEmail)).length).toBe(1);
    expect(await screen.findByText('Validation Error')).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await ui.user.clear(field);
    await ui.user.type(field, 'ADA@example.com');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(changeEmailMessages.sameAsCurrent)).toBeDefined();
    // Still the first step: nothing was sent.
    expect(within(dialog).queryByLabelText('Verification code')).toBeNull();
  });

  it('Escape closes it, the focus back on "Change Email", and it opens afresh', async () => {
    const { ui, trigger, dialog } = await open();
    await ui.user.type(within(dialog).getByLabelText('New email'), 'new@example.com');
    await ui.user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await ui.user.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Change email' });
    expect(within(again).getByLabelText<HTMLInputElement>('New email').value).toBe('');
  });

  it('then takes the 6-digit code, Verify waiting until it is complete', async () => {
    // The second step as the dialog shows it once Cognito has mailed the code.
    const ui = renderScreen(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Change email</DialogTitle>
          <EmailCodeForm onDone={() => undefined} />
        </DialogContent>
      </Dialog>,
    );
    const form = screen.getByRole('form', { name: 'Verify new email' });
    const code = within(form).getByLabelText<HTMLInputElement>('Verification code');
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.maxLength).toBe(6);
    const verify = within(form).getByRole('button', { name: 'Verify' });
    expect(disabled(verify)).toBe(true);
    expect(disabled(within(form).getByRole('button', { name: 'Send a new code' }))).toBe(false);
    await ui.user.type(code, '123456');
    expect(disabled(verify)).toBe(false);
  });

  it('says the old address stays until the code is entered', () => {
    expect(pendingEmailNotice('ada@example.com', 'new@example.com')).toBe(
      'We sent a 6-digit code to new@example.com. Until you enter it, your email stays ada@example.com and you keep signing in with it.',
    );
  });
});

describe('Remove authenticator app', () => {
  const open = async () => {
    const ui = renderScreen(
      <RemoveMfaButton sub="s" email="ada@example.com" name="Authenticator App" />,
    );
    const trigger = screen.getByRole('button', { name: 'Remove Authenticator App' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await ui.user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Remove authenticator app?' });
    return { ui, trigger, dialog };
  };

  it('asks for the password and a current code, for the account password managers know', async () => {
    const { dialog } = await open();
    const form = within(dialog).getByRole('form', { name: 'Remove authenticator app' });
    const password = within(form).getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    // The account's name for password managers, hidden.
    const username = form.querySelector<HTMLInputElement>('input[name="username"]');
    expect(username?.autocomplete).toBe('username');
    expect(username?.value).toBe('ada@example.com');
    expect(username?.hidden).toBe(true);
    const code = within(form).getByLabelText<HTMLInputElement>('Authentication code');
    expect(code.autocomplete).toBe('one-time-code');
  });

  it('keeps Remove disabled until the code has its six digits; Cancel closes', async () => {
    const { ui, trigger, dialog } = await open();
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    expect(disabled(remove)).toBe(true);
    await ui.user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    const code = within(dialog).getByLabelText('Authentication code');
    await ui.user.type(code, '12345');
    expect(disabled(remove)).toBe(true);
    await ui.user.type(code, '6');
    expect(disabled(remove)).toBe(false);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
