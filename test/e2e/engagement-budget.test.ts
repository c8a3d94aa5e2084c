import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { engagementMessages } from '@contracts/engagements/engagement';
import { entryMessages } from '@contracts/timesheets/entry';
import { anonymousCaller, signedInCaller } from '../support/api-session';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { createPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import {
  activateByLetter,
  createClient,
  draftEngagement,
  linkPageToClient,
  readEngagement,
} from '../support/engagements';
import { mailsTo, waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first day of this month in UTC (`YYYY-MM-DD`): the engagement's and the page's calendar. */
const thisMonthStart = () => `${new Date().toISOString().slice(0, 7)}-01`;

/** `March 2030` for `2030-03`, as the alerts and the budget card name a month. */
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The value of a figure of the budget card (`Agreed`, `Used`, `Remaining`, `Overage`). */
const figure = (budget: Locator, label: string) =>
  budget.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Whether the page scrolls sideways at its width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * A retainer's month as its consultant lives it: the client's booking page linked to the
 * engagement from its screen, 90 minutes logged against a workstream, the budget card at 75 %, both
 * sides' 75 % alerts mailed, and the home's card for the client showing the month's burn.
 */
describe('an engagement budget', () => {
  it('links a page, logs time against a workstream, and shows and mails 75 % of the month', async () => {
    const owner = await createUser(stack(), 'budget');
    const api = await signedInCaller(stack(), owner);

    // An active retainer of 2 hours a month from this month's first day, on UTC's calendar,
    // and a booking page billing its client (set up through the API, as letters take a while).
    const client = await createClient(api);
    const approverEmail = client.contacts[0]!.email;
    const bookingPage = await createPage(api, {
      name: 'Acme advisory',
      slugPrefix: 'budget',
      timeZone: 'UTC',
    });
    await linkPageToClient(api, client.id, bookingPage.id);
    const workstream = 'Risk assessment';
    const draft = await draftEngagement(api, client.id, {
      startDate: thisMonthStart(),
      timeZone: 'UTC',
      model: { kind: 'retainer', hoursPerMonth: '2', rate: '150' },
      rollover: { kind: 'none' },
      workstreams: [{ name: workstream }, { name: 'Board reporting' }],
    });
    const engagement = await activateByLetter(
      stack(),
      {
        owner: api,
        ownerEmail: owner.email,
        approverEmail,
        anonymous: anonymousCaller(stack()),
      },
      draft.id,
    );
    const month = thisMonthStart().slice(0, 7);
    const engagementPath = `/engagements/${engagement.id}`;

    const { page, problems } = await openPage(
      browser(),
      stack().webUrl!,
      { width: 1280, height: 900 },
      'UTC',
    );
    await signIn(page, owner.email, owner.password);

    // 1. The client's page is linked from the engagement's screen, and listed there.
    await page.goto(engagementPath);
    await page.getByRole('heading', { name: engagement.title, level: 1 }).waitFor();
    const pages = page.getByRole('region', { name: 'Booking pages' });
    await pages.getByText(engagementMessages.noBookingPages).waitFor();
    await pages
      .getByLabel(`Link a booking page of ${client.name}`)
      .selectOption({ label: bookingPage.name });
    await pages.getByRole('button', { name: 'Link', exact: true }).click();
    await waitForToast(page, engagementMessages.pageLinked);
    const linked = pages.getByRole('list', { name: 'Linked booking pages' });
    await linked.getByRole('link', { name: bookingPage.name }).waitFor();
    await linked.getByRole('button', { name: `Unlink ${bookingPage.name}` }).waitFor();
    expect((await readEngagement(api, engagement.id)).bookingPages).toEqual([
      { id: bookingPage.id, name: bookingPage.name },
    ]);

    // Nothing logged yet: the month's budget is untouched.
    const budget = page.getByRole('region', { name: 'Budget' });
    await budget.getByRole('heading', { name: monthLabel(month), level: 3 }).waitFor();
    await budget.getByText(`No time counted in ${monthLabel(month)}.`).waitFor();
    expect(await budget.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');

    // 2. 90 minutes today, from the linked page's timesheet, against the engagement's workstream.
    await linked.getByRole('link', { name: bookingPage.name }).click();
    await page.waitForURL((u) => u.pathname === '/timesheets');
    await page.getByRole('link', { name: 'Log Time' }).click();
    await page.waitForURL((u) => u.pathname === '/timesheets/new');
    const start = page.getByLabel('Start');
    // The form starts on today of the page's calendar (UTC).
    const day = (await start.inputValue()).slice(0, 10);
    expect(day.slice(0, 7)).toBe(month);
    await start.fill(`${day}T09:00`);
    await page.getByLabel('End').fill(`${day}T10:30`);
    await page.getByLabel('Description').fill('Supplier risk review');
    const workstreamSelect = page.getByLabel('Workstream');
    expect(await workstreamSelect.locator('option').allTextContents()).toEqual([
      'None',
      workstream,
      'Board reporting',
    ]);
    await workstreamSelect.selectOption({ label: workstream });
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await waitForToast(page, entryMessages.created);
    await page.waitForURL((u) => u.pathname === '/timesheets');
    await page.getByTestId('time-entry').filter({ hasText: 'Supplier risk review' }).waitFor();

    // 3. The budget card: 1.5 of 2 hours used, 0.5 left, 75 %, all of it in the workstream.
    await page.goto(engagementPath);
    await budget.getByRole('heading', { name: monthLabel(month), level: 3 }).waitFor();
    const bar = budget.getByRole('progressbar', { name: 'Agreed hours used' });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('75');
    expect(await bar.getAttribute('aria-valuetext')).toBe('75% of the agreed hours used');
    expect(await figure(budget, 'Agreed').textContent()).toBe('2 h');
    expect(await figure(budget, 'Used').textContent()).toBe('1.5 h');
    expect(await figure(budget, 'Remaining').textContent()).toBe('0.5 h');
    expect(await figure(budget, 'Overage').textContent()).toBe('0 h');
    const row = budget.getByRole('row', { name: new RegExp(`^${escape(workstream)}\\b`) });
    expect(await row.getByRole('cell').textContent()).toBe('1.5 h');
    expect(describeViolations('engagement budget', await seriousAxeViolations(page))).toEqual([]);

    // 4. Both sides are mailed the month's 75 % alert.
    const subject = new RegExp(
      `^${escape(`75% of ${monthLabel(month)}'s hours used: ${engagement.title}`)}$`,
    );
    const [consultantMail, approverMail] = await Promise.all([
      waitForMail(stack().outboxDir, owner.email, subject, { timeoutMs: 30_000 }),
      waitForMail(stack().outboxDir, approverEmail, subject, { timeoutMs: 30_000 }),
    ]);
    expect(consultantMail.text).toContain('has used 1h 30m of the 2h 00m agreed');
    expect(approverMail.text).toContain('has used 1h 30m of the 2h 00m agreed');

    // 5. The home's card for the client: its engagement, and this month's burn.
    await page.goto('/home');
    const card = page.getByRole('article', { name: client.name });
    await card.getByText('1.5 h of 2 h this month (75%)').waitFor();
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(
      await card.getByRole('link', { name: client.name, exact: true }).getAttribute('href'),
    ).toBe(`/clients/${client.id}`);
    expect(await card.getByRole('link', { name: engagement.title }).getAttribute('href')).toBe(
      engagementPath,
    );
    expect(describeViolations('home', await seriousAxeViolations(page))).toEqual([]);

    // On a phone, neither screen scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await card.getByText('1.5 h of 2 h this month (75%)').waitFor();
    expect(await fitsWidth(page), '/home').toBe(true);
    expect(describeViolations('home 360px', await seriousAxeViolations(page))).toEqual([]);
    await card.getByRole('link', { name: engagement.title }).click();
    await page.waitForURL((u) => u.pathname === engagementPath);
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('75');
    expect(await fitsWidth(page), engagementPath).toBe(true);

    // Still one alert each, seconds after the first came.
    for (const email of [owner.email, approverEmail]) {
      const alerts = (await mailsTo(stack().outboxDir, email)).filter((m) =>
        /% of .+'s hours used: /.test(m.subject),
      );
      expect(
        alerts.map((m) => m.subject),
        email,
      ).toEqual([`75% of ${monthLabel(month)}'s hours used: ${engagement.title}`]);
    }
    expect(problems).toEqual([]);
  });
});
