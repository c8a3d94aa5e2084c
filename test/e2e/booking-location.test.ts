import { describe, expect, inject, it } from 'vitest';
import { locationMessages } from '@domain/booking/meeting-location';
import { signedInCaller } from '../support/api-session';
import { DAY_MS, openDay, utcDateAhead } from '../support/booking-day';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

const ADDRESS = '221B Baker Street, London NW1 6XE';

/** The Monday (UTC) of the week holding `day`, as the week view's `?week=` takes it. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

describe('a meeting location the host sets', () => {
  it('is set on the page’s settings, shown to visitors by its kind, and given to whoever books', async () => {
    const owner = await createUser(stack(), 'owner');
    const calendar = await createOpenPage(await signedInCaller(stack(), owner), {
      name: 'Office visit',
      slugPrefix: 'office',
      timeZone: 'UTC',
    });

    // The owner sets it on the edit form; a bad number is refused there with its reason.
    const own = await openPage(browser(), stack().webUrl!, { width: 1280, height: 900 }, 'UTC');
    const o = own.page;
    await signIn(o, owner.email, owner.password);
    await o.goto(`/booking-pages/${calendar.id}/edit`);
    await o.getByRole('heading', { name: 'Edit Booking Page' }).waitFor();
    const location = o.getByLabel('Location', { exact: true });
    expect(await location.locator('option:checked').innerText()).toBe('Not set');
    await location.selectOption('phone');
    await o.getByLabel('Phone number').fill('ring me');
    await o.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(o, 'Validation Error');
    await o.getByText(locationMessages.phoneInvalid).first().waitFor();
    await location.selectOption('in_person');
    await o.getByLabel('Address').fill(ADDRESS);
    await o.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(o, 'Booking page updated');

    // The visitor sees only "In person", no platform to choose, and books.
    const visitor = await openPage(browser(), stack().webUrl!, { width: 1280, height: 900 }, 'UTC');
    const v = visitor.page;
    await v.goto(`/book/${calendar.slug}`);
    await v.getByRole('heading', { level: 1, name: 'Office visit' }).waitFor();
    expect(await v.getByTestId('location-kind').innerText()).toMatch(/^In person/);
    expect(await v.locator('body').innerText()).not.toContain('Baker Street');
    const day = utcDateAhead(4);
    await openDay(v, day);
    await v
      .getByRole('group', { name: /^Available times on / })
      .getByRole('button')
      .first()
      .click();
    await v.getByRole('heading', { level: 2, name: 'Your details' }).waitFor();
    expect(await v.getByRole('group', { name: 'Meeting platform' }).count()).toBe(0);
    await v.getByLabel('Your name').fill('Sam Visitor');
    await v.getByLabel('Your email').fill('sam@example.com');
    const answered = v.waitForResponse(
      (r) => r.url().endsWith('/bookings') && r.request().method() === 'POST',
    );
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const booking = (await response.json()) as { manageToken: string; meetingPlatform: null };
    expect(booking.meetingPlatform).toBeNull();

    // Whoever booked reads the address behind their personal link.
    await v.goto(`/book/cancel#${booking.manageToken}`);
    await v.getByText(`In person: ${ADDRESS}`).waitFor();

    // The owner sees it in the meeting's details on the week.
    await o.goto(`/booking-pages/${calendar.id}?week=${mondayOf(day)}`);
    await o.getByRole('button', { name: /^Meeting with Sam Visitor/ }).click();
    const details = o.getByRole('dialog', { name: 'Meeting with Sam Visitor' });
    await details.getByText(`In person: ${ADDRESS}`).waitFor();

    expect(visitor.problems).toEqual([]);
    // The refused save was refused in the browser: no request, no console error.
    expect(own.problems).toEqual([]);
    await visitor.context.close();
    await own.context.close();
  });
});
