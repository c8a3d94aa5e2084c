import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { ZLibrary } from '@contracts/documents/library';
import { entryMessages } from '@contracts/timesheets/entry';
import { PERIOD_STATE_LABELS, periodMessages } from '@contracts/timesheets/period-approval';
import { timesheetMessages } from '@contracts/timesheets/timesheet';
import { signedInCaller } from '../support/api-session';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

/** Today on the booking page's clock (UTC), as a datetime-local input's date part. */
const today = () => new Date().toISOString().slice(0, 10);

describe('timesheets', () => {
  it('sends a timesheet link without a calendar to the booking pages', async () => {
    const user = await createUser(stack(), 'owner');
    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, user.email, user.password);
    await page.goto('/timesheets');
    await page.waitForURL((u) => u.pathname === '/booking-pages');
    expect(problems).toEqual([]);
  });

  it('logs time, totals it in pounds, submits the week, refuses an edit, and exports a CSV into a library', async () => {
    const owner = await createUser(stack(), 'owner');
    const api = await signedInCaller(stack(), owner);
    const created = await api.call('POST', '/api/booking-pages', {
      body: {
        name: 'Acme retainer',
        slug: `acme-${randomUUID().slice(0, 8)}`,
        timeZone: 'UTC',
        availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
      },
    });
    const calendar = ZBookingPage.parse(created.body);
    const library = ZLibrary.parse(
      (await api.call('POST', '/api/libraries', { body: { name: 'Acme invoices' } })).body,
    );

    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/booking-pages/${calendar.id}`);
    await page.getByRole('link', { name: 'Log Time' }).click();
    await page.waitForURL((u) => u.pathname === '/timesheets/new');
    await page.getByRole('heading', { name: 'Log Time' }).waitFor();

    // An end before the start never reaches the server.
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/timesheet-entries')) posted += 1;
    });
    const day = today();
    await page.getByLabel('Start').fill(`${day}T10:00`);
    await page.getByLabel('End').fill(`${day}T09:00`);
    await page.getByLabel('Description').fill('Risk review');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await waitForToast(page, entryMessages.invalidRange);
    expect(posted).toBe(0);

    // A billable entry with a rate: 90 minutes at £150.55 is £225.825, shown as £225.83.
    await page.getByLabel('Start').fill(`${day}T00:00`);
    await page.getByLabel('End').fill(`${day}T01:30`);
    expect(await page.getByLabel('Billable', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel('Hourly rate (£)').fill('150.55');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await waitForToast(page, entryMessages.created);
    await page.waitForURL((u) => u.pathname === '/timesheets');

    // A second entry, not billable: the rate field goes away with the tick.
    await page.getByRole('link', { name: 'Log Time' }).click();
    await page.getByLabel('Start').fill(`${day}T02:00`);
    await page.getByLabel('End').fill(`${day}T02:45`);
    await page.getByLabel('Description').fill('Internal notes');
    await page.getByLabel('Billable', { exact: true }).uncheck();
    expect(await page.getByLabel('Hourly rate (£)').count()).toBe(0);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await waitForToast(page, entryMessages.created);
    await page.waitForURL((u) => u.pathname === '/timesheets');

    await expect.poll(() => page.getByTestId('time-entry').count()).toBe(2);
    expect(await page.getByTestId('total-time').textContent()).toBe('2h 15m');
    expect(await page.getByTestId('billable-time').textContent()).toBe('1h 30m');
    expect(await page.getByTestId('billable-amount').textContent()).toBe('£225.83');
    expect(await page.getByTestId('entries-amount-total').textContent()).toBe('£225.83');
    const riskRow = page.getByTestId('time-entry').filter({ hasText: 'Risk review' });
    await riskRow.getByText('£225.83').waitFor();
    await riskRow.getByText('Draft').waitFor();

    // Submit the week: the entries are locked, and the edit buttons go. The page has no client
    // address yet, so the mail cannot be chosen and the period waits in "Submitted periods".
    await page.getByRole('button', { name: /Submit period/ }).click();
    const submitDialog = page.getByRole('dialog');
    expect(await submitDialog.getByRole('switch').isDisabled()).toBe(true);
    await submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await waitForToast(page, periodMessages.submitted(2));
    await riskRow.getByText('Submitted').waitFor();
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    const periodCard = page.getByTestId('timesheet-period');
    await periodCard.getByText(PERIOD_STATE_LABELS.submitted).waitFor();
    await periodCard.getByText('Not e-mailed to the client').waitFor();

    // Reaching the edit form by its address is refused too.
    const entryId = await api
      .call('GET', `/api/booking-pages/${calendar.id}/timesheet?period=this-week`)
      .then((r) => (r.body as { entries: { id: string; description: string }[] }).entries)
      .then((entries) => entries.find((e) => e.description === 'Risk review')!.id);
    await page.goto(`/timesheets/entries/${entryId}/edit?calendar=${calendar.id}`);
    await page.getByText(entryMessages.locked).waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    // Export the period as a CSV into the library, then open it from there.
    await page.goto(`/timesheets?calendar=${calendar.id}`);
    await page.getByRole('link', { name: 'Export' }).click();
    await page.waitForURL((u) => u.pathname === '/timesheets/export');
    await page.getByLabel('CSV', { exact: true }).check();
    await page.getByLabel('Save to library').check();
    await page.getByLabel('Library', { exact: true }).selectOption({ label: 'Acme invoices' });
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByTestId('export-result').waitFor({ timeout: 30_000 });
    await waitForToast(page, 'Timesheet exported successfully');

    await page.goto(`/documents/libraries/${library.id}`);
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname.startsWith('/documents/'));
    await page.getByRole('cell', { name: 'Risk review' }).first().waitFor();
    await page.getByText('225.83').first().waitFor();
    expect(problems).toEqual([]);
  });

  it('lists a busy week a page at a time, with Load more, while the totals count every entry', async () => {
    const owner = await createUser(stack(), 'owner');
    const api = await signedInCaller(stack(), owner);
    const calendar = ZBookingPage.parse(
      (
        await api.call('POST', '/api/booking-pages', {
          body: {
            name: 'Busy retainer',
            slug: `busy-${randomUUID().slice(0, 8)}`,
            timeZone: 'UTC',
            availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
          },
        })
      ).body,
    );
    // 55 five-minute entries today: one more page than the first holds, plus five.
    const day = today();
    for (let i = 0; i < 55; i += 1) {
      const minutes = i * 10;
      const at = (m: number) =>
        `${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const res = await api.call('POST', `/api/booking-pages/${calendar.id}/timesheet-entries`, {
        body: {
          start: at(minutes),
          end: at(minutes + 5),
          description: `Call ${i + 1}`,
          billable: false,
          currency: 'GBP',
        },
      });
      expect(res.status).toBe(201);
    }

    const { page, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/timesheets?calendar=${calendar.id}`);
    const entries = page.getByRole('region', { name: 'Time entries' });
    await expect.poll(() => entries.getByTestId('time-entry').count()).toBe(50);
    await entries.getByText(timesheetMessages.shown(50, 55, 'entries')).waitFor();
    // The note and the button pass axe as the rest of the screen does.
    const atFirstPage = await seriousAxeViolations(page);
    expect(describeViolations('first page', atFirstPage)).toEqual([]);
    // The totals are the whole week's: 55 × 5 minutes.
    expect(await page.getByTestId('total-time').textContent()).toBe('4h 35m');

    const more = entries.getByRole('button', { name: timesheetMessages.loadMore });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => entries.getByTestId('time-entry').count()).toBe(55);
    // The oldest entry came last, the button went, and the focus moved to the first new line.
    await entries.getByTestId('time-entry').last().getByText('Call 1', { exact: true }).waitFor();
    expect(await more.count()).toBe(0);
    expect(await entries.getByText(timesheetMessages.shown(50, 55, 'entries')).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/Call 5(?!\d)/);
    expect(problems).toEqual([]);
  });
});
