import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  periodMessages,
  ZPeriodForApproval,
  ZTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { anonymousCaller, signedInCaller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, useBrowser, waitForToast } from '../support/browser';
import { waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

/**
 * The client's approval is bound to the page they read: when the billing terms change after the
 * page was opened, Approve is refused with the reason and a Reload action, nothing is recorded,
 * and after the reload the approval lands on the copy the page then shows.
 */
describe("the client's approval page", () => {
  it('asks for a reload when the period changed after it was opened, then approves what it shows', async () => {
    const owner = await createUser(stack(), 'owner');
    const client = `client-${randomUUID().slice(0, 8)}@example.com`;
    const api = await signedInCaller(stack(), owner);
    const calendar = await createOpenPage(api, {
      name: 'Acme retainer',
      slugPrefix: 'changed',
      timeZone: 'UTC',
    });
    const terms = (taxRate: string) =>
      api.call('PUT', `/api/booking-pages/${calendar.id}/billing`, {
        body: { clientName: 'Acme Ltd', clientEmail: client, currency: 'GBP', taxRate },
      });
    expect((await terms('20')).status).toBe(200);
    const entry = await api.call('POST', `/api/booking-pages/${calendar.id}/timesheet-entries`, {
      body: {
        start: '2030-03-04T09:00',
        end: '2030-03-04T10:30',
        description: 'Risk review',
        billable: true,
        hourlyRate: '150.00',
      },
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const week = { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' };
    const sent = await api.call('POST', `/api/booking-pages/${calendar.id}/timesheet-periods`, {
      body: week,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const mail = await waitForMail(stack().outboxDir, client, /Timesheet for approval/);
    const link = /https?:\/\/\S+\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const visitor = await openPage(browser(), stack().webUrl!);
    await visitor.page.goto(new URL(link![0]).pathname + new URL(link![0]).hash);
    await visitor.page.getByText('Risk review').first().waitFor();

    // The consultant changes the tax rate while the client reads the page.
    expect((await terms('5')).status).toBe(200);
    await visitor.page.getByLabel('Your name').first().fill('Jane Client');
    await visitor.page.getByRole('button', { name: 'Approve timesheet' }).click();
    const notice = visitor.page.getByRole('alert').filter({
      hasText: periodMessages.changedSinceOpened,
    });
    await notice.waitFor();
    expect(await visitor.page.getByRole('button', { name: 'Approve timesheet' }).count()).toBe(0);
    const periodPath = `/api/booking-pages/${calendar.id}/timesheet-periods/2030-03-04_2030-03-10`;
    expect(ZTimesheetPeriod.parse((await api.call('GET', periodPath)).body).state).toBe(
      'submitted',
    );

    // Reloaded, the page answers with the current copy, and that is what is approved.
    await notice.getByRole('button', { name: 'Reload' }).click();
    await visitor.page.getByLabel('Your name').first().fill('Jane Client');
    await visitor.page.getByRole('button', { name: 'Approve timesheet' }).click();
    await waitForToast(visitor.page, periodMessages.approvedByClient);
    expect(visitor.problems.filter((p) => !/\b409\b/.test(p))).toEqual([]);
    await visitor.context.close();

    const shown = ZPeriodForApproval.parse(
      (
        await anonymousCaller(stack()).call('GET', '/api/public/timesheet-approval', {
          headers: { [LINK_TOKEN_HEADER]: link![1]! },
        })
      ).body,
    );
    const period = ZTimesheetPeriod.parse((await api.call('GET', periodPath)).body);
    expect(period.state).toBe('approved');
    expect(period.history.at(-1)?.approvedSha256).toBe(shown.shownSha256);
  });
});
