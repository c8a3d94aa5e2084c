import { describe, expect, inject, it } from 'vitest';
import { ZConnectionList } from '@contracts/booking/connection';
import { ZMeetingList } from '@contracts/booking/meeting';
import { signedInCaller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

/** A Monday well ahead; 14:00 in Kolkata is 08:30 UTC and 04:30 in New York that day. */
const MONDAY = '2030-03-11';

describe('Add Event on a new booking page', () => {
  it("adds an event without connecting anything, in the page's zone, and keeps what was typed", async () => {
    const owner = await createUser(stack(), 'owner');
    const api = await signedInCaller(stack(), owner);
    const calendar = await createOpenPage(api, {
      name: 'Kolkata advisory',
      slugPrefix: 'kolkata',
      timeZone: 'Asia/Kolkata',
    });

    // The owner's device is in New York, the page in Kolkata.
    const { page, context, problems } = await openPage(
      browser(),
      stack().webUrl!,
      undefined,
      'America/New_York',
    );
    await signIn(page, owner.email, owner.password);
    await page.goto(`/booking-pages/${calendar.id}?week=${MONDAY}`);
    await page.getByRole('heading', { level: 1, name: 'Kolkata advisory' }).waitFor();

    // The week says whose clock it is on: the page's, with the device's offered.
    const clock = page.getByLabel('Times in');
    await expect.poll(() => clock.inputValue()).toBe('page');
    expect(await clock.locator('option:checked').innerText()).toBe(
      'Asia/Kolkata (this booking page)',
    );

    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    // Nothing connected, nothing to do first: the page's own calendar, in the page's zone, with
    // every zone on offer.
    expect(await dialog.getByLabel('Calendar').inputValue()).toBe('');
    expect(await dialog.getByLabel('Calendar').locator('option:checked').innerText()).toBe(
      "This booking page's calendar",
    );
    expect(await dialog.getByLabel('Calendar').isDisabled()).toBe(false);
    const zone = dialog.getByLabel('Time zone');
    expect(await zone.inputValue()).toBe('Asia/Kolkata');
    expect(await zone.locator('option').count()).toBeGreaterThan(100);
    expect(await zone.locator('option[value="Pacific/Chatham"]').count()).toBe(1);
    expect(await dialog.getByLabel('Date').inputValue()).toBe(MONDAY);

    // What was typed survives closing the dialog by mistake.
    await dialog.getByLabel('Title').fill('Risk review');
    await dialog.getByLabel('Start time').fill('14:00');
    await dialog.getByLabel('End time').fill('15:00');
    await dialog.getByLabel('Attendee name').fill('Dana CFO');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Event' }).click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Risk review');
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('14:00');
    expect(await dialog.getByLabel('Attendee name').inputValue()).toBe('Dana CFO');

    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await waitForToast(page, 'Event added successfully');
    await dialog.waitFor({ state: 'detached' });

    // On the grid at 14:00 of the page's Monday, not at the device's 04:30.
    const block = page.getByRole('button', {
      name: 'Risk review, with Dana CFO, Mon, Mar 11, 14:00 – 15:00',
    });
    await block.waitFor();
    expect(await block.evaluate((el) => (el as HTMLElement).style.top)).toBe(`${14 * 60}px`);
    await block.click();
    const details = page.getByRole('dialog', { name: 'Risk review' });
    await details.getByText("Added by you · On this booking page's calendar").waitFor();
    await details.getByText('Mon, Mar 11, 14:00 – 15:00').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // On the device's clock when the owner asks for it.
    await clock.selectOption('device');
    expect(await clock.locator('option:checked').innerText()).toBe(
      'America/New York (this device)',
    );
    await page
      .getByRole('button', { name: 'Risk review, with Dana CFO, Mon, Mar 11, 04:30 – 05:30' })
      .waitFor();

    // On a phone the zone choice fits: the page never scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await clock.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // Stored on the page itself: no calendar had to be connected, and none was.
    const connections = await api.call('GET', `/api/booking-pages/${calendar.id}/connections`);
    expect(ZConnectionList.parse(connections.body).connections).toEqual([]);
    const meetings = await api.call(
      'GET',
      `/api/booking-pages/${calendar.id}/meetings?from=${MONDAY}T00:00:00.000Z&to=2030-03-12T00:00:00.000Z`,
    );
    expect(ZMeetingList.parse(meetings.body).meetings).toMatchObject([
      {
        title: 'Risk review',
        startTime: `${MONDAY}T08:30:00.000Z`,
        endTime: `${MONDAY}T09:30:00.000Z`,
        connectionId: null,
        source: 'manual',
      },
    ]);

    expect(problems).toEqual([]);
    await context.close();
  });
});
