import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { ZCreatedUpload } from '@contracts/documents/document';
import { ZLibrary } from '@contracts/documents/library';
import { adminCaller, signedInCaller, type Caller } from '../support/api-session';
import { cisoApplication } from '../support/applications';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import {
  createUser,
  openPage,
  signIn,
  signInAdmin,
  useBrowser,
  waitForToast,
} from '../support/browser';
import { waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

const themes = ['light', 'dark'] as const;
const widths = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
];

/** What the routes need: a booking page with a meeting this week, documents, a link to sign. */
interface Fixture {
  owner: { email: string; password: string };
  bookingPageId: string;
  slug: string;
  libraryId: string;
  /** A draft with a signer and placed fields (prepare and the field editor). */
  draftId: string;
  signingPath: string;
  /** A visitor's booking, to cancel through the link in its confirmation. */
  cancelPath: string;
  /** A time entry of the owner's page, to edit. */
  entryId: string;
  /** A second page with a week submitted to its client, and the client's approval link. */
  approvalBookingPageId: string;
  approvalPath: string;
  /** The owner's professional application, as the admin screens it. */
  applicationId: string;
  articleId: string;
}

async function pdfBytes(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('Consulting agreement', { x: 72, y: 700, size: 20, font });
  return pdf.save();
}

async function uploadDocument(api: Caller, title: string, libraryId?: string): Promise<string> {
  const bytes = await pdfBytes();
  const created = await api.call('POST', '/api/documents', {
    body: { title, fileName: `${title}.pdf`, size: bytes.length, ...(libraryId && { libraryId }) },
  });
  const { document, upload } = ZCreatedUpload.parse(created.body);
  await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: Buffer.from(bytes) });
  await api.call('POST', `/api/documents/${document.id}/upload-complete`);
  return document.id;
}

async function prepare(api: Caller, documentId: string, signer: { name: string; email: string }) {
  await api.call('PUT', `/api/documents/${documentId}/workflow`, {
    body: { workflowType: 'group', signers: [signer] },
  });
  await api.call('PUT', `/api/documents/${documentId}/fields`, {
    body: {
      fields: (['signature', 'date'] as const).map((type, i) => ({
        id: randomUUID(),
        type,
        signerEmail: signer.email,
        page: 1,
        x: 0.1,
        y: 0.3 + i * 0.15,
        width: 0.3,
        height: 0.08,
      })),
    },
  });
}

async function makeFixture(): Promise<Fixture> {
  const owner = await createUser(stack(), 'a11y');
  const api = await signedInCaller(stack(), owner);
  const slug = `a11y-${randomUUID().slice(0, 8)}`;
  const calendar = ZBookingPage.parse(
    (
      await api.call('POST', '/api/booking-pages', {
        body: {
          name: 'Advisory calls',
          slug,
          timeZone: 'UTC',
          availability: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
            dayOfWeek,
            startTime: '00:00',
            endTime: '23:30',
          })),
        },
      })
    ).body,
  );
  // A meeting today, so the weekly calendar shown first (this week, UTC as the browser's zone
  // here) draws a block whatever the day and hour: an event the owner adds by hand.
  const connection = await api.call<{ id: string }>(
    'POST',
    `/api/booking-pages/${calendar.id}/connections`,
    { body: { name: 'Work' } },
  );
  expect(connection.status).toBe(201);
  const booked = await api.call('POST', `/api/booking-pages/${calendar.id}/meetings`, {
    body: {
      title: 'Advisory call',
      date: new Date().toISOString().slice(0, 10),
      startTime: '00:00',
      endTime: '00:30',
      calendarConnectionId: connection.body.id,
      attendeeName: 'Ada Lovelace',
      attendeeEmail: `ada-${randomUUID().slice(0, 6)}@example.com`,
    },
  });
  expect(booked.status).toBe(201);

  const library = ZLibrary.parse(
    (await api.call('POST', '/api/libraries', { body: { name: 'Contracts' } })).body,
  );
  const draftId = await uploadDocument(api, 'Engagement letter', library.id);
  await prepare(api, draftId, { name: 'Grace Hopper', email: 'grace@example.com' });

  const sentId = await uploadDocument(api, 'Mutual NDA');
  const signerEmail = `signer-${randomUUID().slice(0, 6)}@example.com`;
  await prepare(api, sentId, { name: 'Alan Turing', email: signerEmail });
  expect((await api.call('POST', `/api/documents/${sentId}/send`)).status).toBe(200);
  const mail = await waitForMail(stack().outboxDir, signerEmail, /^Please sign:/, {
    timeoutMs: 15_000,
  });
  const link = /https?:\/\/\S+\/sign#[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('No signing link in the mail');

  const admin = await adminCaller(stack());
  const article = await admin.call<{ id: string }>('POST', '/api/admin/articles', {
    body: {
      title: 'Board reporting for CISOs',
      excerpt: 'How to brief a board on cyber risk.',
      content: 'Keep it short.\n\nLead with the risk, then the plan.',
      isPublished: true,
    },
  });
  const application = await api.call<{ id: string }>('POST', '/api/applications/ciso', {
    body: cisoApplication({ fullName: 'Avery Accessible', email: owner.email }),
  });
  expect(application.status).toBe(201);

  // Tomorrow at 09:00 UTC: a time the page offers, booked as a visitor would.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const visitorEmail = `visitor-${randomUUID().slice(0, 6)}@example.com`;
  const visit = await fetch(`${stack().apiUrl}/api/public/booking-pages/${slug}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      startTime: `${tomorrow}T09:00:00.000Z`,
      attendeeName: 'Vera Visitor',
      attendeeEmail: visitorEmail,
      idempotencyKey: randomUUID(),
    }),
  });
  expect(visit.status).toBe(201);
  const confirmation = await waitForMail(stack().outboxDir, visitorEmail, /^Meeting booked: /, {
    timeoutMs: 15_000,
  });
  const cancelLink = /https?:\/\/\S+\/book\/cancel#[A-Za-z0-9_-]+/.exec(confirmation.text ?? '');
  if (!cancelLink) throw new Error('No cancel link in the confirmation');

  const entry = await api.call<{ id: string }>(
    'POST',
    `/api/booking-pages/${calendar.id}/timesheet-entries`,
    {
      body: {
        start: `${tomorrow}T13:00`,
        end: `${tomorrow}T14:00`,
        description: 'Risk register review',
        billable: true,
        currency: 'GBP',
      },
    },
  );
  expect(entry.status).toBe(201);

  // A page whose week of March 2030 went to its client for approval: the periods' cards and the
  // client's page. Its own page, so the first page's entries stay editable.
  const billed = ZBookingPage.parse(
    (
      await api.call('POST', '/api/booking-pages', {
        body: {
          name: 'Acme retainer',
          slug: `a11y-b-${randomUUID().slice(0, 8)}`,
          timeZone: 'UTC',
          availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
        },
      })
    ).body,
  );
  const clientEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
  for (const [method, path, body] of [
    ['PUT', 'billing', { clientName: 'Acme Ltd', clientEmail, hourlyRate: '150.00' }],
    [
      'POST',
      'timesheet-entries',
      {
        start: '2030-03-04T09:00',
        end: '2030-03-04T10:30',
        description: 'Board pack',
        billable: true,
      },
    ],
    [
      'POST',
      'timesheet-periods',
      { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' },
    ],
  ] as const) {
    const res = await api.call(method, `/api/booking-pages/${billed.id}/${path}`, { body });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }
  const approval = await waitForMail(stack().outboxDir, clientEmail, /^Timesheet for approval/, {
    timeoutMs: 15_000,
  });
  const approvalLink = /https?:\/\/\S+\/timesheet-approval#[A-Za-z0-9_-]+/.exec(
    approval.text ?? '',
  );
  if (!approvalLink) throw new Error('No approval link in the mail');

  return {
    owner,
    bookingPageId: calendar.id,
    slug,
    libraryId: library.id,
    draftId,
    signingPath: pathAndFragment(link),
    cancelPath: pathAndFragment(cancelLink[0]),
    entryId: entry.body.id,
    approvalBookingPageId: billed.id,
    approvalPath: pathAndFragment(approvalLink[0]),
    applicationId: application.body.id,
    articleId: article.body.id,
  };
}

let fixture: Fixture;
beforeAll(async () => {
  fixture = await makeFixture();
}, 120_000);

/**
 * Counts the page's fetches in flight (the app's API calls), for `settle`: added before a page
 * loads, it wraps `fetch` for the life of the page.
 */
function countFetches() {
  let inFlight = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    return original(...args).finally(() => (inFlight -= 1));
  };
  Object.defineProperty(window, 'fetchesInFlight', { get: () => inFlight });
}

/**
 * Waits until the route has drawn its content: a top heading, no fetch in flight for three
 * frames running (a fetch that an answer's render starts begins within them), and no loading
 * placeholder. Deterministic where the network's idle state is a 500 ms guess per route.
 */
async function settle(page: Page): Promise<string[]> {
  const heading = await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => [])
    .catch(() => ['no visible h1 (every page names itself in one top heading)']);
  await page.evaluate(async () => {
    const inFlight = () => (window as unknown as { fetchesInFlight: number }).fetchesInFlight;
    for (let quiet = 0; quiet < 3;) {
      await new Promise((frame) => requestAnimationFrame(frame));
      quiet = inFlight() === 0 ? quiet + 1 : 0;
    }
  });
  // Loading placeholders finish (skeletons and spinners say "Loading").
  await page
    .getByText(/^Loading/)
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  return heading;
}

/**
 * The stored theme choice, applied the way a second tab's change is (the app listens for the
 * storage event), so one load of a route serves both themes.
 */
async function applyTheme(page: Page, theme: (typeof themes)[number]) {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
  }, theme);
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
}

/**
 * Until every CSS transition has ended: colours fade for a moment when the theme changes (and a
 * width may move a panel), and contrast is measured on the final colours. Reading the page's
 * animations applies the pending style first, so a change just made is among them.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Where a mailed link leads on this site: its path and the fragment that holds its token. */
function pathAndFragment(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/**
 * Opens each route once and checks it in both themes at both widths; collects axe's serious and
 * critical findings, and one assertion at the end lists all of them.
 */
async function checkRoutes(page: Page, routes: string[]): Promise<string[]> {
  await page.addInitScript(countFetches);
  const found: string[] = [];
  for (const route of routes) {
    await applyTheme(page, 'light');
    await page.setViewportSize(widths[0]!);
    await page.goto(route);
    found.push(...(await settle(page)).map((p) => `${route}: ${p}`));
    for (const theme of themes) {
      await applyTheme(page, theme);
      for (const size of widths) {
        await page.setViewportSize(size);
        await transitionsDone(page);
        const where = `${route} ${theme} ${size.width}px`;
        found.push(...describeViolations(where, await seriousAxeViolations(page)));
      }
    }
  }
  return found;
}

describe('accessibility (axe: zero serious or critical violations)', () => {
  it(
    'every public page, signed out, in both themes at 360 px and desktop',
    { timeout: 300_000 },
    async () => {
      const { page, context } = await openPage(browser(), stack().webUrl!);
      await page.goto('/');
      const found = await checkRoutes(page, [
        '/',
        '/auth',
        '/apply-ciso',
        '/post-role',
        '/apply-partner',
        `/book/${fixture.slug}`,
        `/article/${fixture.articleId}`,
        '/insights',
        '/privacy',
        '/terms',
        '/no-such-page',
        fixture.signingPath,
        fixture.cancelPath,
        `/signed-copy#${'A'.repeat(43)}`,
        fixture.approvalPath,
        `/timesheet-approval#${'A'.repeat(43)}`,
      ]);
      expect(found, found.join('\n')).toEqual([]);
      await context.close();
    },
  );

  it("every signed-in screen of an owner's pages, documents and timesheets", async () => {
    const { page, context } = await openPage(browser(), stack().webUrl!);
    await signIn(page, fixture.owner.email, fixture.owner.password);
    const c = fixture.bookingPageId;
    const d = fixture.draftId;
    const found = await checkRoutes(page, [
      '/',
      '/home',
      '/apply-ciso',
      '/booking-pages',
      '/booking-pages/new',
      `/booking-pages/${c}`,
      `/booking-pages/${c}/connect`,
      '/account/security',
      '/account/data',
      '/my/applications',
      `/my/applications/${fixture.applicationId}`,
      `/my/applications/${fixture.applicationId}/edit`,
      '/documents',
      '/documents/templates',
      '/documents/libraries',
      `/documents/libraries/${fixture.libraryId}`,
      '/documents/upload',
      `/documents/upload/${fixture.libraryId}`,
      `/documents/${d}`,
      `/documents/${d}/prepare`,
      `/documents/${d}/edit`,
      `/timesheets?calendar=${c}`,
      `/timesheets/new?calendar=${c}`,
      `/timesheets/entries/${fixture.entryId}/edit`,
      `/timesheets/export?calendar=${c}`,
      `/timesheets/billing?calendar=${c}`,
      `/timesheets?calendar=${fixture.approvalBookingPageId}&period=custom&startDate=2030-03-04&endDate=2030-03-10`,
      '/invoices',
    ]);
    // The field editor names what it draws on the page, and lists it beside the page.
    await page.goto(`/documents/${d}/edit`);
    for (const type of ['Signature', 'Date']) {
      const name = `${type}, page 1, for Grace Hopper`;
      await page.getByRole('group', { name }).waitFor();
      await page
        .getByRole('region', { name: 'Placed fields' })
        .getByRole('listitem')
        .filter({ hasText: `${type}, page 1` })
        .waitFor();
    }
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  }, 400_000);

  it('every admin screen', async () => {
    const { page, context } = await openPage(browser(), stack().webUrl!);
    await signInAdmin(page, stack());
    const found = await checkRoutes(page, [
      '/admin',
      '/admin/articles',
      `/admin/articles/${fixture.articleId}/preview`,
      '/admin/applications',
      `/admin/applications/${fixture.applicationId}`,
    ]);
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });
});

/** Whether the element the locator finds holds the keyboard focus. */
const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** What holds the focus, for a failure message. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    return `<${el.tagName.toLowerCase()}> ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  });

/** Presses Tab (or Shift+Tab) until the target has the focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  throw new Error(
    `Tab never reached ${String(target)}; the focus is on ${await focusedElement(page)}`,
  );
}

describe('keyboard only (no pointer)', () => {
  it('signs in, logs a time entry, and opens a meeting dialog that traps and returns focus', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto('/auth');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(fixture.owner.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(fixture.owner.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();

    // A time entry. Chromium's date-and-time field takes digits segment by segment (en-US:
    // month, day, year); the year takes up to six digits, so the right arrow moves on to the time.
    await page.goto(`/timesheets/new?calendar=${fixture.bookingPageId}`);
    await page.getByRole('heading', { name: 'Log Time' }).waitFor();
    const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
    const typeDateTime = async (time: string) => {
      await page.keyboard.type(`${month}${day}${year}`);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type(`${time}A`);
    };
    await tabTo(page, page.getByLabel('Start'));
    await typeDateTime('0300');
    expect(await page.getByLabel('Start').inputValue()).toBe(`${year}-${month}-${day}T03:00`);
    await tabTo(page, page.getByLabel('End'));
    await typeDateTime('0345');
    await tabTo(page, page.getByLabel('Description'));
    await page.keyboard.type('Keyboard-only review');
    await tabTo(page, page.getByRole('button', { name: 'Save Entry' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/timesheets');
    await page.getByTestId('time-entry').filter({ hasText: 'Keyboard-only review' }).waitFor();
    // Toasts are announced: sonner's region is a polite live region.
    const toasts = page.locator('section[aria-live]');
    expect(await toasts.getAttribute('aria-live')).toBe('polite');
    expect(await toasts.locator('[data-sonner-toast]').count()).toBeGreaterThan(0);

    // The weekly calendar: the meeting block opens its details; Tab stays in the dialog, Escape
    // closes it and the focus goes back to the block.
    await page.goto(`/booking-pages/${fixture.bookingPageId}`);
    // Its text alternatives: a hidden list of the week's meetings, and a name on each block.
    await page
      .locator('.sr-only li')
      .filter({ hasText: /with Ada Lovelace/ })
      .waitFor({ state: 'attached' });
    const block = page.getByRole('button', { name: /with\s+Ada Lovelace/ });
    await tabTo(page, block);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(block)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('books a meeting on the public page with the keyboard alone', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto(`/book/${fixture.slug}`);
    await page.locator('table[role="grid"][aria-busy="false"]').waitFor();
    // The calendar's one tab stop is the first free day; Enter chooses it.
    await tabTo(page, page.locator('table[role="grid"] button[tabindex="0"]'));
    await page.keyboard.press('Enter');
    const times = page.getByRole('group', { name: /^Available times on / }).getByRole('button');
    await tabTo(page, times.last());
    await page.keyboard.press('Enter');
    expect(await times.last().getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, page.getByLabel('Your name'));
    await page.keyboard.type('Keyboard Visitor');
    await tabTo(page, page.getByLabel('Your email'));
    await page.keyboard.type(`keys-${randomUUID().slice(0, 6)}@example.com`);
    const booked = page.waitForResponse(
      (r) => r.url().endsWith('/bookings') && r.request().method() === 'POST',
    );
    await tabTo(page, page.getByRole('button', { name: 'Book Meeting' }));
    await page.keyboard.press('Enter');
    expect((await booked).status()).toBe(201);
    await waitForToast(page, 'Meeting booked!');
    // The outcome takes the focus from the button that is gone.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Your meeting is booked');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("signs a document through the signer's link with the keyboard alone", async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto(fixture.signingPath);
    await tabTo(page, page.getByLabel(/I have read the disclosure/));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Accept and continue' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Fill in and sign' }).waitFor();
    await tabTo(page, page.getByLabel('Type your name'));
    await page.keyboard.type('Alan Turing');
    await tabTo(page, page.getByRole('button', { name: 'Sign', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Document signed' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
