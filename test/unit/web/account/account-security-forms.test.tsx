import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * As in the documents tests: no DOM and no `@/` alias in the unit tier, so the forms are loaded
 * by a computed path with their `@/` imports provided here (the real UI primitives and contract
 * form, a fake action hook, Amplify faked) and rendered on the server, as first shown.
 */
const { web, ui } = vi.hoisted(() => {
  const web = (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname;
  const ui = (name: string) => () => import(/* @vite-ignore */ web(`components/ui/${name}.tsx`));
  return { web, ui };
});
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/components/ui/button', ui('button'));
vi.mock('@/components/ui/dialog', ui('dialog'));
vi.mock('@/components/ui/dialog-form-footer', ui('dialog-form-footer'));
vi.mock('@/components/ui/form-dialog', ui('form-dialog'));
vi.mock('@/components/ui/form-field', ui('form-field'));
vi.mock('@/components/ui/input', ui('input'));
vi.mock('@/components/ui/label', ui('label'));
vi.mock('@/components/ui/one-time-code-input', ui('one-time-code-input'));
vi.mock('@/components/ui/password-input', ui('password-input'));
vi.mock(
  '@/lib/forms/use-contract-form',
  () => import(/* @vite-ignore */ web('lib/forms/use-contract-form.ts')),
);
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act: vi.fn(), busy: false }) }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({ authFlow: 'USER_PASSWORD_AUTH' }) }));
vi.mock('@/features/auth/return-to', () => ({
  rememberReturn: vi.fn(),
  forgetReturnPath: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => ({}));
vi.mock('@/lib/api-client', () => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));

type Component = (props: Record<string, unknown>) => ReactElement;
let Dialog: Component;
let ChangeEmailDialog: Component;
let NewEmailForm: Component;
let EmailCodeForm: Component;
let RemoveMfaButton: Component;
let RemoveMfaForm: Component;
let pendingEmailNotice: (current: string, pending: string) => string;
beforeAll(async () => {
  ({ Dialog } = await import(/* @vite-ignore */ web('components/ui/dialog.tsx')));
  ({ ChangeEmailDialog, NewEmailForm, EmailCodeForm, pendingEmailNotice } = await import(
    /* @vite-ignore */ web('features/account/components/change-email-dialog.tsx')
  ));
  ({ RemoveMfaButton, RemoveMfaForm } = await import(
    /* @vite-ignore */ web('features/account/components/remove-mfa-button.tsx')
  ));
});

/** A form as its open dialog shows it (the dialog's buttons need the dialog around them). */
const inDialog = (form: Component, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(Dialog, { open: true }, createElement(form, props)));

const input = (html: string, id: string) =>
  new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
const button = (html: string, label: string) =>
  new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}</button>`).exec(html)?.[0];

describe('Change email', () => {
  it('opens from a "Change Email" button', () => {
    const html = renderToStaticMarkup(
      createElement(ChangeEmailDialog, { email: 'ada@example.com' }),
    );
    expect(html).toContain('Change Email');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('asks for the new address first', () => {
    const html = inDialog(NewEmailForm, {
      current: 'ada@example.com',
      onSent: vi.fn(),
      onDone: vi.fn(),
    });
    expect(html).toContain('aria-label="Change email"');
    expect(html).toContain(
      '<label class="text-sm leading-none font-medium" for="change-email-email">New email</label>',
    );
    const field = input(html, 'change-email-email');
    expect(field).toContain('type="email"');
    expect(field).toContain('autoComplete="email"');
    // The current address is carried by the form, never shown as a field.
    expect(html).not.toContain('ada@example.com');
    expect(button(html, 'Send Code')).toBeDefined();
  });

  it('then the 6-digit code, which must be complete before it is sent', () => {
    const html = inDialog(EmailCodeForm, { onDone: vi.fn() });
    expect(html).toContain('aria-label="Verify new email"');
    const field = input(html, 'confirm-email-code');
    expect(field).toContain('autoComplete="one-time-code"');
    expect(field).toContain('maxLength="6"');
    expect(button(html, 'Verify')).toContain('disabled=""');
    expect(button(html, 'Send a new code')).not.toContain('disabled=""');
  });

  it('says the old address stays until the code is entered', () => {
    expect(pendingEmailNotice('ada@example.com', 'new@example.com')).toBe(
      'We sent a 6-digit code to new@example.com. Until you enter it, your email stays ada@example.com and you keep signing in with it.',
    );
  });
});

describe('Remove authenticator app', () => {
  it("opens from the factor's Remove button", () => {
    const html = renderToStaticMarkup(
      createElement(RemoveMfaButton, {
        sub: 's',
        email: 'ada@example.com',
        name: 'Authenticator App',
      }),
    );
    expect(html).toContain('aria-label="Remove Authenticator App"');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('asks for the password and a current code before removing', () => {
    const html = inDialog(RemoveMfaForm, {
      sub: 's',
      email: 'ada@example.com',
      onBusy: vi.fn(),
      onRemoved: vi.fn(),
    });
    expect(html).toContain('aria-label="Remove authenticator app"');
    const password = input(html, 'remove-mfa-password');
    expect(password).toContain('type="password"');
    expect(password).toContain('autoComplete="current-password"');
    // The account's name for password managers, hidden.
    const username = /<input[^>]*name="username"[^>]*>/.exec(html)?.[0];
    expect(username).toContain('autoComplete="username"');
    expect(username).toContain('value="ada@example.com"');
    expect(username).toContain('hidden=""');
    expect(input(html, 'remove-mfa-code')).toContain('autoComplete="one-time-code"');
    expect(html).toContain('>Authentication code</label>');
    // No code yet: Remove stays disabled; Cancel closes.
    expect(button(html, 'Remove')).toContain('disabled=""');
    expect(button(html, 'Cancel')).not.toContain('disabled=""');
  });
});
