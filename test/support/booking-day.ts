import type { Page } from 'playwright-core';

/** The public booking page's month picker, as the visitor uses it in the browser tests. */

export const DAY_MS = 86_400_000;

/** The UTC date `days` ahead. */
export const utcDateAhead = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Opens a day on the public page's month picker, moving on a month at a time, up to `months`. */
export async function openDay(page: Page, day: string, months = 3) {
  for (let month = 0; month < months; month++) {
    await page.locator('table[role="grid"][aria-busy="false"]').waitFor();
    const button = page.locator(`button[data-date="${day}"][data-available]`);
    if ((await button.count()) > 0) {
      await button.click();
      await page.getByRole('group', { name: /^Available times on / }).waitFor();
      return;
    }
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`${day} is not bookable in the next ${months} months`);
}
