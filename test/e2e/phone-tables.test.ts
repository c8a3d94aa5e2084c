import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { anonymousCaller, signedInCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser } from '../support/browser';
import { uploadDraft } from '../support/document-files';
import { waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

const ok = (res: { status: number; body: unknown }, status: number) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status);

/**
 * An issued invoice of `caller`'s, the way a consultant gets one: a named profile, a page billed
 * to a client, a week of time submitted, approved by the client from the mailed link, invoiced.
 */
async function issueInvoice(caller: Caller): Promise<void> {
  ok(await caller.call('PUT', '/api/profile', { body: { name: 'Priya Raman' } }), 200);
  const page = await createOpenPage(caller, {
    name: 'Northwind retainer with a long name',
    slugPrefix: 'phone',
    timeZone: 'Europe/London',
  });
  const client = `client-${randomUUID().slice(0, 8)}@example.com`;
  ok(
    await caller.call('PUT', `/api/booking-pages/${page.id}/billing`, {
      body: { clientName: 'Northwind Traders Ltd', clientEmail: client, currency: 'GBP' },
    }),
    200,
  );
  ok(
    await caller.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
      body: {
        start: '2030-03-04T09:00',
        end: '2030-03-04T10:30',
        description: 'Risk review',
        billable: true,
        hourlyRate: '150.00',
      },
    }),
    201,
  );
  const week = { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' };
  const submitted = await caller.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
    body: { ...week, sendToClient: true },
  });
  ok(submitted, 201);
  const periodId = (submitted.body as { id: string }).id;

  const mail = await waitForMail(stack().outboxDir, client, /Timesheet for approval/);
  const token = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  expect(token, mail.text).toBeDefined();
  const headers = { [LINK_TOKEN_HEADER]: token! };
  const anonymous = anonymousCaller(stack());
  const view = await anonymous.call('GET', '/api/public/timesheet-approval', { headers });
  ok(view, 200);
  const { shownSha256 } = view.body as { shownSha256: string };
  ok(
    await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
      body: { name: 'Jane Client', shownSha256 },
      headers,
    }),
    200,
  );
  ok(
    await caller.call(
      'POST',
      `/api/booking-pages/${page.id}/timesheet-periods/${periodId}/invoices`,
      {
        body: {},
      },
    ),
    201,
  );
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every element of `locator` lies inside the window's width, in full. */
async function allInView(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: window.innerWidth };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(box.width);
  }
}

describe('the phone tables fit 375 px', () => {
  it('shows each invoice and each document with its actions in view, nothing past the edge', async () => {
    const user = await createUser(stack(), 'phone');
    const caller = await signedInCaller(stack(), user);
    await issueInvoice(caller);
    await uploadDraft(caller, undefined, {
      title: 'Master services agreement for Northwind Traders Ltd',
      fileName: 'Master services agreement for Northwind Traders Ltd.pdf',
    });

    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, user.email, user.password);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto('/invoices');
    const invoice = page.getByRole('row').filter({ hasText: 'INV-0001' });
    await invoice.waitFor();
    // Each column's value comes with its name on a phone, and the actions are reachable.
    await invoice.getByText('Northwind Traders Ltd').first().waitFor();
    await invoice.getByRole('button', { name: /Send/ }).first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await allInView(page, '[data-testid="invoice-row"] button');

    await page.goto('/documents');
    const document = page.getByRole('row', { name: /Master services agreement/ });
    await document.waitFor();
    await document.getByRole('link', { name: /^View / }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await allInView(page, 'tbody [role="row"] a, tbody [role="row"] button');

    // On a laptop both stay tables with their column headers.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('columnheader', { name: 'Library' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Library' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
