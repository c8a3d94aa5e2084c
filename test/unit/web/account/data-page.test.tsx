import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeAccountMessages,
  REAUTHENTICATE,
  ZClosingAccount,
} from '@contracts/account/close-account';
import { dataExportMessages, ZDataExport, type TDataExport } from '@contracts/account/data-export';
import { RETENTION } from '@contracts/account/retention';
import { formatDateTime, formatSize } from '../../../../web/src/features/account/lib/data-export';

/*
 * "Your data" (`/account/data`), as in the other account and my-applications tests: no DOM and no
 * `@/` alias in the unit tier, so the page is loaded by a computed path with its `@/` imports
 * provided here (the real UI primitives and contract form, a signed-in user, SWR answering what a
 * test sets, a fake API client, the session's sign-out and navigation faked) and rendered on the
 * server, as first shown.
 */
const { web, ui, swr, apiFetch, session, returnTo, navigation } = vi.hoisted(() => {
  const web = (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname;
  const ui = (name: string) => () => import(/* @vite-ignore */ web(`components/ui/${name}.tsx`));
  return {
    web,
    ui,
    swr: { current: {} as Record<string, unknown>, useSWR: vi.fn() },
    apiFetch: vi.fn(),
    session: { signOutUser: vi.fn() },
    returnTo: { rememberReturn: vi.fn(), forgetReturnPath: vi.fn() },
    navigation: { authNavigate: vi.fn() },
  };
});
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/components/ui/button', ui('button'));
vi.mock('@/components/ui/card', ui('card'));
vi.mock('@/components/ui/dialog', ui('dialog'));
vi.mock('@/components/ui/document-title', ui('document-title'));
vi.mock('@/components/ui/form-dialog', ui('form-dialog'));
vi.mock('@/components/ui/form-field', ui('form-field'));
vi.mock('@/components/ui/input', ui('input'));
vi.mock('@/components/ui/label', ui('label'));
vi.mock('@/components/ui/spinner', ui('spinner'));
vi.mock(
  '@/lib/forms/use-contract-form',
  () => import(/* @vite-ignore */ web('lib/forms/use-contract-form.ts')),
);
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act: vi.fn(), busy: false }) }));
vi.mock('@/lib/api-client', async () => ({
  ...(await import(/* @vite-ignore */ web('lib/api-client.ts'))),
  apiFetch,
}));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/features/auth/require-user', () => ({
  RequireUser: ({ children }: { children: (user: object) => ReactNode }) =>
    children({ sub: 'user-1', email: 'dana@example.com' }),
}));
vi.mock('@/features/auth/session', () => session);
vi.mock('@/features/auth/return-to', () => returnTo);
vi.mock('@/features/auth/navigation', () => navigation);
vi.mock('swr', () => ({ default: swr.useSWR }));

type Component = (props: Record<string, unknown>) => ReactElement;
let DataPage: ComponentType;
let Dialog: Component;
let CloseAccountForm: Component;
let SignInAgainNotice: Component;
let closeAccountTexts: { reauthenticate: string };
let api: {
  dataExportKey: string;
  pollWhilePending: (latest: TDataExport | undefined) => number;
  requestDataExport: () => Promise<unknown>;
  DATA_EXPORT_POLL_MS: number;
};
let closeApi: { closeAccount: (body: { email: string }) => Promise<unknown> };
let lib: {
  closeAccountFailure: (error: unknown) => { kind: string; message: string; field?: string };
  signInAgain: () => Promise<void>;
  leaveClosedAccount: () => Promise<void>;
};
let EXPORT_FAILED_NOTICE: string;
let ApiError: new (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) => Error;
beforeAll(async () => {
  ({ default: DataPage } = await import(
    /* @vite-ignore */ web('features/account/routes/data-page.tsx')
  ));
  ({ Dialog } = await import(/* @vite-ignore */ web('components/ui/dialog.tsx')));
  ({ CloseAccountForm, SignInAgainNotice, closeAccountTexts } = await import(
    /* @vite-ignore */ web('features/account/components/close-account-dialog.tsx')
  ));
  ({ EXPORT_FAILED_NOTICE } = await import(
    /* @vite-ignore */ web('features/account/components/download-data-card.tsx')
  ));
  api = await import(/* @vite-ignore */ web('features/account/api/data-export.ts'));
  closeApi = await import(/* @vite-ignore */ web('features/account/api/close-account.ts'));
  lib = await import(/* @vite-ignore */ web('features/account/lib/close-account.ts'));
  ({ ApiError } = await import(/* @vite-ignore */ web('lib/api-client.ts')));
});

beforeEach(() => {
  apiFetch.mockReset().mockResolvedValue(undefined);
  swr.useSWR.mockReset().mockImplementation(() => swr.current);
  session.signOutUser.mockReset().mockResolvedValue(undefined);
  returnTo.rememberReturn.mockReset();
  returnTo.forgetReturnPath.mockReset();
  navigation.authNavigate.mockReset();
});

const archive = (over: Partial<TDataExport> = {}): TDataExport =>
  ZDataExport.parse({
    status: null,
    requestedAt: null,
    readyAt: null,
    expiresAt: null,
    downloadUrl: null,
    size: null,
    ...over,
  });

/** The page as first shown, with the archive's GET answering `state`. */
const show = (state: Record<string, unknown>) => {
  swr.current = { data: undefined, error: undefined, isLoading: false, ...state };
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: ['/account/data'] }, createElement(DataPage)),
  );
};

/** A form as its open dialog shows it (the dialog's buttons need the dialog around them). */
const inDialog = (form: Component, props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(Dialog, { open: true }, createElement(form, props)));

const button = (html: string, label: string) =>
  new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}</button>`).exec(html)?.[0];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|’/g, "'")
    .replace(/\s+/g, ' ');

describe('Your data', () => {
  it('shows both cards: what the archive holds, and what closing deletes and keeps', () => {
    const html = show({ data: archive() });
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight">Your data</h1>');
    expect(html).toContain('<title>vCISO Hub — Your data</title>');
    const words = text(html);

    expect(words).toContain('Download my data');
    expect(words).toContain('data.json');
    expect(words).toContain('signed copies and certificates');
    expect(words).toContain('photos of your applications');
    expect(words).toContain('timesheet exports');
    expect(words).toContain(`kept for ${RETENTION.dataExportDays} days`);
    expect(button(html, 'Prepare my archive')).not.toContain('disabled=""');
    expect(html).not.toContain('Download archive');

    expect(html).toContain('border-destructive/50');
    expect(words).toContain('upcoming bookings are cancelled and their visitors told');
    expect(words).toContain('a document still out for signature is withdrawn and its signers told');
    expect(words).toContain(
      'documents other people signed stay as their signed record, anonymised',
    );
    expect(words).toContain("your signatures on other people's documents stay in their records");
    expect(words).toContain(`expire within ${RETENTION.closedAccountDays} days`);
    const close = button(html, 'Close my account');
    expect(close).toContain('aria-haspopup="dialog"');
    expect(close).toContain('bg-destructive');
    expect(html).toContain('href="/privacy#retention"');
  });

  it('reads the archive as the signed-in user, polling only while it is being prepared', () => {
    show({ data: archive() });
    expect(swr.useSWR).toHaveBeenCalledWith(
      [api.dataExportKey, 'user-1'],
      expect.any(Function),
      expect.objectContaining({ refreshInterval: expect.any(Function) }),
    );
    // The interval the hook hands SWR follows the archive it is given.
    const options = vi.mocked(swr.useSWR).mock.calls.at(-1)![2] as {
      refreshInterval: (latest: unknown) => number;
    };
    expect(options.refreshInterval(archive({ status: 'pending' }))).toBe(api.DATA_EXPORT_POLL_MS);
    expect(options.refreshInterval(archive({ status: 'ready' }))).toBe(0);
    expect(api.dataExportKey).toBe('/api/account/export');
    expect(api.pollWhilePending(archive({ status: 'pending' }))).toBe(api.DATA_EXPORT_POLL_MS);
    expect(api.DATA_EXPORT_POLL_MS).toBeLessThanOrEqual(5_000);
    for (const status of [null, 'ready', 'failed'] as const)
      expect(api.pollWhilePending(archive({ status }))).toBe(0);
    expect(api.pollWhilePending(undefined)).toBe(0);
  });

  it('says "Preparing…" while the archive is being prepared, with no button', () => {
    const html = show({
      data: archive({ status: 'pending', requestedAt: '2026-12-02T09:30:00.000Z' }),
    });
    expect(html).toContain('Preparing…');
    expect(html).toContain(`Requested ${formatDateTime('2026-12-02T09:30:00.000Z')}`);
    expect(html).not.toContain('Prepare my archive');
    expect(html).not.toContain('Download archive');
  });

  it('once ready, shows its date, size, expiry and a "Download archive" link', () => {
    const url = 'https://files.example.com/data-exports/user-1/archive.zip?X-Amz-Signature=abc';
    const html = show({
      data: archive({
        status: 'ready',
        requestedAt: '2026-12-02T09:30:00.000Z',
        readyAt: '2026-12-02T09:31:00.000Z',
        expiresAt: '2026-12-09T09:30:00.000Z',
        downloadUrl: url,
        size: 3_565_158,
      }),
    });
    const link = /<a[^>]*>(?:(?!<\/a>).)*Download archive<\/a>/.exec(html)?.[0];
    expect(link).toContain(`href="${url}"`);
    expect(link).toContain('download=""');
    expect(html).toContain(formatDateTime('2026-12-02T09:31:00.000Z'));
    expect(html).toContain(formatDateTime('2026-12-09T09:30:00.000Z'));
    expect(html).toContain('3.4 MB');
    expect(html).not.toContain('Preparing…');
    // A new one may be asked for; it replaces this one.
    expect(button(html, 'Prepare my archive')).toBeDefined();
  });

  it('offers the button again after a failed archive or a failed read', () => {
    const failed = show({ data: archive({ status: 'failed' }) });
    expect(failed).toContain(EXPORT_FAILED_NOTICE);
    expect(button(failed, 'Prepare my archive')).toBeDefined();
    const unread = show({ error: new Error('Network down') });
    expect(unread).toContain(dataExportMessages.loadFailed);
    expect(button(unread, 'Prepare my archive')).toBeDefined();
    expect(show({ isLoading: true })).toContain('aria-label="Loading your archive"');
  });

  it('asks for a fresh sign-in when the server refuses an archive for an old one', async () => {
    const { SignInAgainForArchive } = (await import(
      /* @vite-ignore */ web('features/account/components/download-data-card.tsx')
    )) as { SignInAgainForArchive: Component };
    const { needsFreshSignIn } = (await import(
      /* @vite-ignore */ web('features/account/lib/close-account.ts')
    )) as { needsFreshSignIn: (error: unknown) => boolean };
    expect(
      needsFreshSignIn(new ApiError(403, REAUTHENTICATE, dataExportMessages.reauthenticate)),
    ).toBe(true);
    expect(needsFreshSignIn(new ApiError(409, 'conflict', dataExportMessages.pending))).toBe(false);
    const html = renderToStaticMarkup(createElement(SignInAgainForArchive));
    expect(html).toContain(dataExportMessages.reauthenticate);
    expect(html).toContain('within the last 10 minutes');
    expect(button(html, 'Sign in again')).toBeDefined();
  });

  it('asks the API for an archive with a POST and no body', async () => {
    apiFetch.mockResolvedValue(archive({ status: 'pending' }));
    await api.requestDataExport();
    expect(apiFetch).toHaveBeenCalledWith('/api/account/export', {
      method: 'POST',
      schema: ZDataExport,
    });
  });
});

describe('Close my account', () => {
  it('asks for the account\'s e-mail, with a destructive "Close account"', () => {
    const html = inDialog(CloseAccountForm, { onReauthenticate: vi.fn() });
    expect(html).toContain(
      '<label class="text-sm leading-none font-medium" for="close-account-email">Your e-mail address</label>',
    );
    const field = /<input[^>]*id="close-account-email"[^>]*>/.exec(html)?.[0];
    expect(field).toContain('type="email"');
    expect(field).not.toContain('value=');
    // The address is typed, never filled in.
    expect(html).not.toContain('dana@example.com');
    expect(html).toContain(closeAccountMessages.confirm);
    const submit = button(html, 'Close account');
    expect(submit).toContain('type="submit"');
    expect(submit).toContain('bg-destructive');
    expect(button(html, 'Cancel')).toBeDefined();
  });

  it('when the sign-in is too old, offers "Sign in again"', () => {
    const html = inDialog(SignInAgainNotice);
    expect(html).toContain(closeAccountMessages.reauthenticate);
    expect(button(html, 'Sign in again')).toContain('type="button"');
    expect(html).not.toContain('Close account</button>');
    expect(closeAccountTexts.reauthenticate).toContain('10 minutes');
  });

  it('"Sign in again" signs out, then remembers this page and goes to /auth', async () => {
    const order: string[] = [];
    session.signOutUser.mockImplementation(() => {
      order.push('signOut');
      return Promise.resolve();
    });
    returnTo.rememberReturn.mockImplementation((path: string) => order.push(`remember ${path}`));
    navigation.authNavigate.mockImplementation((to: string) => order.push(`go ${to}`));
    await lib.signInAgain();
    // The sign-out forgets any return path, so the page is remembered after it.
    expect(order).toEqual(['signOut', 'remember /account/data', 'go /auth']);
  });

  it('after a closure, signs out and goes home with nothing to come back to', async () => {
    await lib.leaveClosedAccount();
    expect(session.signOutUser).toHaveBeenCalledOnce();
    expect(returnTo.forgetReturnPath).toHaveBeenCalledOnce();
    expect(returnTo.rememberReturn).not.toHaveBeenCalled();
    expect(navigation.authNavigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('tells a stale sign-in and a wrong address from other failures', () => {
    expect(
      lib.closeAccountFailure(
        new ApiError(403, REAUTHENTICATE, closeAccountMessages.reauthenticate),
      ),
    ).toEqual({ kind: 'reauthenticate', message: closeAccountMessages.reauthenticate });
    expect(
      lib.closeAccountFailure(
        new ApiError(400, 'bad_request', closeAccountMessages.mismatch, {
          email: closeAccountMessages.mismatch,
        }),
      ),
    ).toEqual({ kind: 'field', field: 'email', message: closeAccountMessages.mismatch });
    // Another 403 (e.g. the authorizer's) is no reason to offer a sign-in.
    expect(lib.closeAccountFailure(new ApiError(403, 'forbidden', 'Forbidden'))).toEqual({
      kind: 'other',
      message: 'Forbidden',
    });
    expect(lib.closeAccountFailure(new Error(''))).toEqual({
      kind: 'other',
      message: 'Please try again.',
    });
  });

  it('sends the typed address to the API', async () => {
    apiFetch.mockResolvedValue({ status: 'closing' });
    await closeApi.closeAccount({ email: 'dana@example.com' });
    expect(apiFetch).toHaveBeenCalledWith('/api/account/close', {
      method: 'POST',
      body: { email: 'dana@example.com' },
      schema: ZClosingAccount,
    });
  });
});

describe('archive sizes', () => {
  it('reads as people write them', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(820 * 1024)).toBe('820 KB');
    expect(formatSize(3_565_158)).toBe('3.4 MB');
    expect(formatSize(1.25 * 1024 ** 3)).toBe('1.3 GB');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
