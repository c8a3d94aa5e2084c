import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAccountMessages, REAUTHENTICATE } from '@contracts/account/close-account';
import { dataExportMessages, ZDataExport, type TDataExport } from '@contracts/account/data-export';
import { RETENTION } from '@contracts/account/retention';
import { accountRoutes } from '@contracts/account/routes';
import { DATA_EXPORT_POLL_MS, pollWhilePending } from '@/features/account/api/data-export';
import { closeAccountTexts } from '@/features/account/components/close-account-dialog';
import { EXPORT_FAILED_NOTICE } from '@/features/account/components/download-data-card';
import { formatDateTime, formatSize } from '@/features/account/lib/data-export';
import DataPage from '@/features/account/routes/data-page';
import { AuthNavigatorBridge } from '@/features/auth/navigation';
import { returnPath } from '@/features/auth/return-to';
import { answer, hang, record, refuse } from '../../../support/web/api';
import { disabled } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';
import { signIn, signOuts } from '../../../support/web/session';

/*
 * "Your data" (`/account/data`): the archive card and the account's closure, in the DOM, with the
 * API answered at the fetch boundary.
 */
beforeEach(() => {
  signIn({ sub: 'user-1', email: 'dana@example.com' });
  // The browser is on this page, as the session code that moves the router reads it.
  window.history.replaceState(null, '', '/account/data');
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

const show = (latest?: TDataExport) => {
  if (latest) answer(accountRoutes.getExport, latest);
  return renderScreen(
    <>
      <AuthNavigatorBridge />
      <DataPage />
    </>,
    { at: '/account/data' },
  );
};
const page = () => screen.findByRole('heading', { level: 1, name: 'Your data' });
const prepare = () => screen.getByRole('button', { name: 'Prepare my archive' });

describe('Your data', () => {
  it('shows both cards: what the archive holds, and what closing deletes and keeps', async () => {
    show(archive());
    await page();
    expect(document.title).toBe('vCISO Hub — Your data');
    const words = document.body.textContent ?? '';
    expect(words).toContain('Download my data');
    expect(words).toContain('data.json');
    expect(words).toContain('signed copies and certificates');
    expect(words).toContain('photos of your applications');
    expect(words).toContain('timesheet exports');
    expect(words).toContain(`kept for ${RETENTION.dataExportDays} days`);
    expect(disabled(await screen.findByRole('button', { name: 'Prepare my archive' }))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Download archive' })).toBeNull();

    expect(words).toContain('upcoming bookings are cancelled and their visitors told');
    expect(words).toContain('a document still out for signature is withdrawn and its signers told');
    expect(words).toContain(
      'documents other people signed stay as their signed record, anonymised',
    );
    expect(words).toContain('your signatures on other people’s documents stay in their records');
    expect(words).toContain(`expire within ${RETENTION.closedAccountDays} days`);
    const close = screen.getByRole('button', { name: 'Close my account' });
    expect(close.getAttribute('aria-haspopup')).toBe('dialog');
    expect(close.className).toContain('bg-destructive');
    expect(screen.getByRole('link', { name: 'Our privacy policy' }).getAttribute('href')).toBe(
      '/privacy#retention',
    );
  });

  it('reads the archive as the signed-in user, and polls only while it is being prepared', async () => {
    const reads = record(accountRoutes.getExport, archive());
    show();
    await screen.findByRole('button', { name: 'Prepare my archive' });
    expect(reads[0]?.authorization).toBe('Bearer test-access-token');
    expect(reads[0]?.url.pathname).toBe('/api/account/export');
    expect(DATA_EXPORT_POLL_MS).toBeLessThanOrEqual(5_000);
    expect(pollWhilePending(archive({ status: 'pending' }))).toBe(DATA_EXPORT_POLL_MS);
    for (const status of [null, 'ready', 'failed'] as const)
      expect(pollWhilePending(archive({ status }))).toBe(0);
    expect(pollWhilePending(undefined)).toBe(0);
  });

  it('asks for an archive with a POST and no body, says "Preparing…", then offers the download once ready', async () => {
    const url = 'https://files.example.com/data-exports/user-1/archive.zip?X-Amz-Signature=abc';
    const ready = archive({
      status: 'ready',
      requestedAt: '2026-12-02T09:30:00.000Z',
      readyAt: '2026-12-02T09:31:00.000Z',
      expiresAt: '2026-12-09T09:30:00.000Z',
      downloadUrl: url,
      size: 3_565_158,
    });
    const pending = archive({ status: 'pending', requestedAt: '2026-12-02T09:30:00.000Z' });
    let latest = archive();
    answerEach(() => latest);
    const requests = record(accountRoutes.requestExport, () => {
      latest = pending;
      return pending;
    });
    const ui = show();
    await ui.user.click(await screen.findByRole('button', { name: 'Prepare my archive' }));
    expect(await screen.findByText(dataExportMessages.requested)).toBeDefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toBeUndefined();
    expect(await screen.findByText('Preparing…')).toBeDefined();
    expect(
      screen.getByText(`Requested ${formatDateTime('2026-12-02T09:30:00.000Z')}`, {
        exact: false,
      }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Prepare my archive' })).toBeNull();

    // The page asks again by itself until the archive is ready.
    latest = ready;
    const link = await screen.findByRole(
      'link',
      { name: 'Download archive' },
      { timeout: DATA_EXPORT_POLL_MS + 2_000 },
    );
    expect(link.getAttribute('href')).toBe(url);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(formatDateTime('2026-12-02T09:31:00.000Z'))).toBeDefined();
    expect(screen.getByText(formatDateTime('2026-12-09T09:30:00.000Z'))).toBeDefined();
    expect(screen.getByText('3.4 MB')).toBeDefined();
    expect(screen.queryByText('Preparing…')).toBeNull();
    // A new one may be asked for; it replaces this one.
    expect(prepare()).toBeDefined();
  });

  it('offers the button again after a failed archive or a failed read, and shows it loading', async () => {
    const { unmount } = show(archive({ status: 'failed' }));
    expect(await screen.findByText(EXPORT_FAILED_NOTICE)).toBeDefined();
    expect(prepare()).toBeDefined();
    unmount();
    refuse(accountRoutes.getExport, 503, 'Network down');
    const second = show();
    expect(await screen.findByText(dataExportMessages.loadFailed)).toBeDefined();
    expect(prepare()).toBeDefined();
    second.unmount();
    hang(accountRoutes.getExport);
    show();
    expect(await screen.findByRole('status', { name: 'Loading your archive' })).toBeDefined();
  });

  it('says why when the server refuses a new archive', async () => {
    answer(accountRoutes.getExport, archive());
    refuse(accountRoutes.requestExport, 409, dataExportMessages.pending, { code: 'conflict' });
    const ui = show();
    await ui.user.click(await screen.findByRole('button', { name: 'Prepare my archive' }));
    expect(await screen.findByText(dataExportMessages.requestFailed)).toBeDefined();
    expect(await screen.findByText(dataExportMessages.pending)).toBeDefined();
    expect(prepare()).toBeDefined();
  });

  it('asks for a fresh sign-in when the server refuses an archive for an old one, and comes back here', async () => {
    answer(accountRoutes.getExport, archive());
    refuse(accountRoutes.requestExport, 403, dataExportMessages.reauthenticate, {
      code: REAUTHENTICATE,
    });
    const ui = show();
    await ui.user.click(await screen.findByRole('button', { name: 'Prepare my archive' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(dataExportMessages.reauthenticate);
    expect(alert.textContent).toContain('within the last 10 minutes');
    await ui.user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await expect.poll(() => ui.location()).toBe('/auth');
    expect(signOuts.count).toBe(1);
    expect(returnPath()).toBe('/account/data');
  });
});

/** The archive route answers `reply()` afresh on each read. */
function answerEach(reply: () => TDataExport) {
  record(accountRoutes.getExport, reply);
}

async function openClose(ui: ReturnType<typeof show>) {
  await page();
  await ui.user.click(screen.getByRole('button', { name: 'Close my account' }));
  return screen.findByRole('dialog', { name: closeAccountTexts.title });
}

describe('Close my account', () => {
  beforeEach(() => {
    answer(accountRoutes.getExport, archive());
  });

  it('asks for the account\'s e-mail, typed not filled in, with a destructive "Close account"', async () => {
    const ui = show();
    const dialog = await openClose(ui);
    const email = within(dialog).getByLabelText('Your e-mail address') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.value).toBe('');
    expect(dialog.textContent).toContain(closeAccountMessages.confirm);
    const submit = within(dialog).getByRole('button', { name: 'Close account' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(submit.className).toContain('bg-destructive');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the typed address, then signs out with nothing to come back to', async () => {
    const closes = record(accountRoutes.close, { status: 'closing' });
    const ui = show();
    const dialog = await openClose(ui);
    await ui.user.type(within(dialog).getByLabelText('Your e-mail address'), 'dana@example.com');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await screen.findByText(closeAccountMessages.closing)).toBeDefined();
    expect(closes[0]?.body).toEqual({ email: 'dana@example.com' });
    // Signed out, with no way back to this page (the browser test follows it home).
    await expect.poll(() => signOuts.count).toBe(1);
    expect(returnPath()).not.toBe('/account/data');
  });

  it('shows a wrong address on the field, and keeps the account', async () => {
    refuse(accountRoutes.close, 400, closeAccountMessages.mismatch, {
      code: 'bad_request',
      fields: { email: closeAccountMessages.mismatch },
    });
    const ui = show();
    const dialog = await openClose(ui);
    const email = within(dialog).getByLabelText('Your e-mail address');
    await ui.user.type(email, 'someone@example.com');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(closeAccountMessages.mismatch).length).toBeGreaterThan(0);
    expect(signOuts.count).toBe(0);
  });

  it('when the sign-in is too old, offers "Sign in again" in place of the form', async () => {
    refuse(accountRoutes.close, 403, closeAccountMessages.reauthenticate, {
      code: REAUTHENTICATE,
    });
    const ui = show();
    const dialog = await openClose(ui);
    await ui.user.type(within(dialog).getByLabelText('Your e-mail address'), 'dana@example.com');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      closeAccountMessages.reauthenticate,
    );
    expect(closeAccountTexts.reauthenticate).toContain('10 minutes');
    expect(within(dialog).queryByRole('button', { name: 'Close account' })).toBeNull();
    const again = within(dialog).getByRole('button', { name: 'Sign in again' });
    expect(again.getAttribute('type')).toBe('button');
    await ui.user.click(again);
    await expect.poll(() => ui.location()).toBe('/auth');
    expect(signOuts.count).toBe(1);
    expect(returnPath()).toBe('/account/data');
  });

  it('says why another refusal failed, and another 403 offers no sign-in', async () => {
    refuse(accountRoutes.close, 403, 'Forbidden', { code: 'forbidden' });
    const ui = show();
    const dialog = await openClose(ui);
    await ui.user.type(within(dialog).getByLabelText('Your e-mail address'), 'dana@example.com');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await screen.findByText(closeAccountMessages.failed)).toBeDefined();
    expect(await screen.findByText('Forbidden')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Sign in again' })).toBeNull();
    expect(signOuts.count).toBe(0);
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
