import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookingPageMessages } from '@contracts/booking/booking-page';
import { bookingMessages } from '@contracts/booking/public-booking';
import { signedInCaller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

/** Browser noise the scenarios cause on purpose: a refused save (409), a paused link (404). */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/status of 40[49]|net::ERR_FAILED|Failed to fetch/.test(p));

/** Creates a page through the form with its defaults; lands on "My Booking Pages". */
async function createBookingPage(page: Page, name: string, slug: string) {
  await page.goto('/booking-pages/new');
  await page.getByRole('heading', { name: 'Create Booking Page' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('URL slug').fill(slug);
  await page.getByRole('button', { name: 'Create Booking Page' }).click();
  await waitForToast(page, 'Calendar created successfully');
  await page.waitForURL((u) => u.pathname === '/booking-pages');
}

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Booking pages' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

describe('editing, pausing and deleting a booking page', () => {
  it('edits a page from its card, refuses a save from a stale tab, pauses it and deletes it', async () => {
    const owner = await createUser(stack(), 'owner');
    const own = await openPage(browser(), stack().webUrl!);
    const { page } = own;
    await signIn(page, owner.email, owner.password);
    const id = randomUUID().slice(0, 8);
    const name = `Intro ${id}`;
    const slug = `intro-${id}`;
    await createBookingPage(page, name, slug);

    // Edit from the card: the create form, filled with the page's settings.
    await cardOf(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.getByRole('heading', { name: 'Edit Booking Page' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(await page.getByLabel('URL slug').inputValue()).toBe(slug);
    const renamed = `Strategy ${id}`;
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    // The slug stays the page's own while the name changes.
    expect(await page.getByLabel('URL slug').inputValue()).toBe(slug);
    await page.getByLabel('Meeting length').selectOption('45');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Booking page updated');
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    const weekPath = new URL(page.url()).pathname;

    // Two tabs on the edit form: the second save is refused and offers the latest settings.
    const stale = await own.context.newPage();
    await stale.goto(`${weekPath}/edit`);
    await page.goto(`${weekPath}/edit`);
    for (const tab of [page, stale])
      await tab.getByRole('heading', { name: 'Edit Booking Page' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(`First tab ${id}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Booking page updated');
    await stale.getByLabel('Name', { exact: true }).fill(`Second tab ${id}`);
    await stale.getByRole('button', { name: 'Save Changes' }).click();
    const alert = stale
      .getByRole('alert')
      .filter({ hasText: bookingPageMessages.changedElsewhere });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => stale.getByLabel('Name', { exact: true }).inputValue())
      .toBe(`First tab ${id}`);
    await stale.close();

    // Pause from the week page: visitors are told the page takes no bookings now; activate again.
    await page.goto(weekPath);
    await page.getByRole('heading', { level: 1, name: `First tab ${id}` }).waitFor();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Pause' }).click();
    await waitForToast(page, 'Paused');
    await page.getByText('Inactive', { exact: true }).first().waitFor();
    const visitor = await openPage(browser(), stack().webUrl!);
    await visitor.page.goto(`/book/${slug}`);
    await visitor.page.getByRole('heading', { name: 'Not taking bookings right now' }).waitFor();
    await visitor.page.getByText(bookingMessages.paused).waitFor();
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Activate' }).click();
    await waitForToast(page, 'Active');
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1, name: `First tab ${id}` }).waitFor();

    // A new link: the old one still leads to the page, and the address bar follows to the new.
    await page.goto(`${weekPath}/edit`);
    await page.getByLabel('URL slug').fill(`strategy-${id}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Booking page updated');
    await visitor.page.goto(`/book/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: `First tab ${id}` }).waitFor();
    await expect.poll(() => new URL(visitor.page.url()).pathname).toBe(`/book/strategy-${id}`);

    // Delete from the card: the question says what goes with the page.
    await page.goto('/booking-pages');
    const card = cardOf(page, `First tab ${id}`);
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Delete First tab ${id}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('No upcoming bookings will be cancelled.').waitFor();
    await dialog.getByText(/0 draft time entries will be deleted/).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Calendar deleted successfully');
    await page.getByText('No booking pages yet').waitFor();

    expect(unexpected(own.problems)).toEqual([]);
    expect(unexpected(visitor.problems)).toEqual([]);
    await visitor.context.close();
    await own.context.close();
  });
});

describe('the booking pages list', () => {
  it('says on each card where its meetings take place, by kind only', async () => {
    const owner = await createUser(stack(), 'owner');
    const api = await signedInCaller(stack(), owner);
    const id = randomUUID().slice(0, 8);
    const pages = [
      { name: `Office ${id}`, location: { kind: 'in_person', value: '1 Main Street' } },
      { name: `Call ${id}`, location: { kind: 'phone', value: '+44 20 7946 0000' } },
      {
        name: `Room ${id}`,
        location: { kind: 'video_link', value: 'https://video.example.com/r' },
      },
      { name: `Open ${id}` },
    ] as const;
    for (const page of pages)
      await createOpenPage(api, { ...page, slugPrefix: 'place', timeZone: 'UTC' });

    const own = await openPage(browser(), stack().webUrl!);
    const { page } = own;
    await signIn(page, owner.email, owner.password);
    // On a phone, where the cards are one column.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/booking-pages');
    const placeOf = (name: string) => cardOf(page, name).getByTestId('page-place').innerText();
    await cardOf(page, `Open ${id}`).waitFor();
    expect(await placeOf(`Office ${id}`)).toBe('In person');
    expect(await placeOf(`Call ${id}`)).toBe('Phone call');
    expect(await placeOf(`Room ${id}`)).toBe('Video call');
    // Nothing connected and nothing set: the card says so rather than staying silent.
    expect(await placeOf(`Open ${id}`)).toBe('No place set');
    // The address, number and link stay on the edit form.
    const list = await page.getByRole('list', { name: 'Booking pages' }).innerText();
    for (const hidden of ['1 Main Street', '7946', 'video.example.com'])
      expect(list).not.toContain(hidden);

    expect(unexpected(own.problems)).toEqual([]);
    await own.context.close();
  });
});
