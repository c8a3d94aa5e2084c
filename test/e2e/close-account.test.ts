import JSZip from 'jszip';
import { describe, expect, inject, it } from 'vitest';
import { closeAccountMessages } from '@contracts/account/close-account';
import { signedInCaller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

describe('your data', () => {
  it('downloads the archive, then closes the account: everything goes and the sign-in with it', async () => {
    const person = await createUser(stack(), 'leaving');
    const api = await signedInCaller(stack(), person);
    await createOpenPage(api, { name: 'Leaving soon', slugPrefix: 'leaving', timeZone: 'UTC' });

    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, person.email, person.password);
    await page.goto('/account/security');
    await page.getByRole('link', { name: 'Download or delete your data' }).click();
    await page.waitForURL((u) => u.pathname === '/account/data');

    // The archive: prepared, mailed, downloaded, holding the booking page.
    await page.getByRole('button', { name: 'Prepare my archive' }).click();
    const link = page.getByRole('link', { name: 'Download archive' });
    await link.waitFor({ timeout: 30_000 });
    await waitForMail(stack().outboxDir, person.email, /Your vCISO Hub data is ready/);
    const download = await fetch((await link.getAttribute('href'))!);
    const zip = await JSZip.loadAsync(await download.arrayBuffer());
    expect(await zip.file('data.json')!.async('string')).toContain('Leaving soon');

    // Closing: the wrong address is refused on its field, the right one closes.
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your e-mail address').fill('someone-else@example.com');
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await dialog.getByText(closeAccountMessages.mismatch).waitFor();
    await dialog.getByLabel('Your e-mail address').fill(person.email);
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await waitForToast(page, closeAccountMessages.closing);
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    await waitForMail(stack().outboxDir, person.email, /Your vCISO Hub account is closed/, {
      timeoutMs: 60_000,
    });
    // The pool no longer knows the person: signing in fails.
    await page.goto('/auth');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByText(/incorrect|not exist|not found/i)
      .first()
      .waitFor();
    expect(page.url()).toContain('/auth');

    // Failed sign-ins and the refused e-mail are answers the page expects, not faults.
    expect(problems.filter((p) => !/\b(400|401|403)\b/.test(p))).toEqual([]);
    await context.close();
  });
});
