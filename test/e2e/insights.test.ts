import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  createUser,
  openPage,
  signIn,
  signInAdmin as signInAs,
  useBrowser,
  waitForFocus,
  waitForToast,
} from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

const signInAdmin = (page: Page) => signInAs(page, stack());

/** A form field by its accessible name (the required marks are hidden from it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

interface ArticleFields {
  title: string;
  excerpt: string;
  content: string;
  publish: boolean;
  imageUrl?: string;
  author?: string;
}

/** Fills the admin article form and submits it; answers the created article's id. */
async function createArticle(page: Page, fields: ArticleFields): Promise<string> {
  await field(page, 'Title').fill(fields.title);
  await field(page, 'Excerpt').fill(fields.excerpt);
  await field(page, 'Content').fill(fields.content);
  if (fields.imageUrl) await field(page, 'Image URL').fill(fields.imageUrl);
  if (fields.author) await field(page, 'Author Name').fill(fields.author);
  const publish = page.getByRole('switch', { name: 'Publish immediately' });
  if ((await publish.getAttribute('aria-checked')) !== String(fields.publish))
    await publish.click();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/articles') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Article' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await waitForToast(page, 'Article created successfully');
  return ((await response.json()) as { id: string }).id;
}

const articleItem = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Articles' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });

describe('Insights Hub', () => {
  it('admin creates a published article that shows in the home preview and the reader', async () => {
    const admin = await openPage(browser(), stack().webUrl!);
    await signInAdmin(admin.page);
    await admin.page.goto('/admin/articles');
    await admin.page.getByRole('heading', { name: 'Insights Hub Manager' }).waitFor();
    await admin.page.getByText('Create and manage articles for the Insights Hub').waitFor();

    // Missing required fields: a validation toast, and nothing is sent.
    let posted = false;
    admin.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/articles')) posted = true;
    });
    await admin.page.getByRole('button', { name: 'Create Article' }).click();
    await waitForToast(admin.page, 'Validation Error');
    await waitForToast(admin.page, 'Please fill in all required fields');
    expect(posted).toBe(false);

    const title = unique('Zero trust for small teams');
    await createArticle(admin.page, {
      title,
      excerpt: 'Start with **identity**, then devices.',
      content: '## Why it matters\n\nA short guide.\n\n- MFA everywhere\n- Managed laptops',
      publish: true,
      imageUrl: `${stack().webUrl}/favicon.svg`,
      author: 'Jane Analyst',
    });
    // Back to an empty create form; the article is listed as published.
    expect(await field(admin.page, 'Title').inputValue()).toBe('');
    const item = articleItem(admin.page, title);
    await item.getByRole('img', { name: 'Published' }).waitFor();
    await item.getByText(/^By Jane Analyst • /).waitFor();
    await item.getByRole('button', { name: 'Unpublish' }).waitFor();

    // Anonymous home page: the newest article leads the preview.
    const reader = await openPage(browser(), stack().webUrl!);
    await reader.page.goto('/');
    const preview = reader.page.getByRole('region', { name: 'Insights Hub' });
    await preview.getByText('Expert perspectives on cybersecurity leadership').waitFor();
    const teaser = preview.getByRole('listitem').filter({ hasText: title });
    await teaser.waitFor();
    expect(await preview.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    expect(await teaser.locator('strong').textContent()).toBe('identity');
    const today = new Date();
    const short = today.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await teaser.getByText(short).waitFor();
    await teaser.getByText('Jane Analyst').waitFor();
    const picture = teaser.getByRole('img', { name: title });
    expect(await picture.getAttribute('loading')).toBe('lazy');

    await teaser.getByRole('link', { name: 'Read more' }).click();
    await reader.page.waitForURL(/\/article\//);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const long = today.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    await reader.page.getByText(long).waitFor();
    await reader.page.getByRole('img', { name: title }).waitFor();
    await reader.page.getByRole('heading', { name: 'Why it matters' }).waitFor();
    await reader.page.getByRole('listitem').filter({ hasText: 'MFA everywhere' }).waitFor();
    expect(await reader.page.title()).toContain(title);
    await reader.page.getByRole('link', { name: 'Back to Home' }).first().click();
    await reader.page.waitForURL((u) => u.pathname === '/');

    expect(admin.problems).toEqual([]);
    expect(reader.problems).toEqual([]);
    await admin.context.close();
    await reader.context.close();
  });

  it('keeps drafts private, and publishes, edits and deletes from the list', async () => {
    const admin = await openPage(browser(), stack().webUrl!);
    await signInAdmin(admin.page);
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const title = unique('Draft on vendor risk');
    const id = await createArticle(admin.page, {
      title,
      excerpt: 'Not ready yet.',
      content: 'Work in progress.',
      publish: false,
    });
    const item = articleItem(admin.page, title);
    await item.getByRole('img', { name: 'Draft' }).waitFor();
    // No author given: the hub team.
    await item.getByText(/^By Insights Hub Team • /).waitFor();

    // Anonymous readers see neither the teaser nor the article.
    const reader = await openPage(browser(), stack().webUrl!);
    await reader.page.goto(`/article/${id}`);
    await reader.page.getByRole('heading', { name: 'Article not found' }).waitFor();
    await reader.page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await reader.page.goto('/');
    await reader.page.getByRole('heading', { name: 'How We Work' }).waitFor();
    await reader.page.waitForLoadState('networkidle');
    expect(await reader.page.getByText(title).count()).toBe(0);

    // Publish from the list: now it can be read.
    await item.getByRole('button', { name: 'Publish', exact: true }).click();
    await waitForToast(admin.page, 'Article published successfully');
    await item.getByRole('img', { name: 'Published' }).waitFor();
    await reader.page.goto(`/article/${id}`);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Unpublish: private again.
    await item.getByRole('button', { name: 'Unpublish' }).click();
    await waitForToast(admin.page, 'Article unpublished successfully');
    await item.getByRole('img', { name: 'Draft' }).waitFor();
    await reader.page.reload();
    await reader.page.getByRole('heading', { name: 'Article not found' }).waitFor();

    // Edit: the form fills, takes focus, and saves under the new title.
    await admin.page.getByRole('button', { name: `Edit ${title}` }).click();
    const titleField = field(admin.page, 'Title');
    await admin.page.getByRole('button', { name: 'Update Article' }).waitFor();
    expect(await titleField.inputValue()).toBe(title);
    await waitForFocus(titleField);
    const renamed = `${title} (revised)`;
    await titleField.fill(renamed);
    await admin.page.getByRole('button', { name: 'Update Article' }).click();
    await waitForToast(admin.page, 'Article updated successfully');
    await admin.page.getByRole('button', { name: 'Create Article' }).waitFor();
    const renamedItem = articleItem(admin.page, renamed);
    await renamedItem.waitFor();

    // Cancel leaves edit mode without saving.
    await admin.page.getByRole('button', { name: `Edit ${renamed}` }).click();
    await admin.page.getByRole('button', { name: 'Cancel' }).click();
    await admin.page.getByRole('button', { name: 'Create Article' }).waitFor();
    expect(await titleField.inputValue()).toBe('');

    // Delete, after confirming.
    await admin.page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this article?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await renamedItem.waitFor();
    await admin.page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await waitForToast(admin.page, 'Article deleted successfully');
    await renamedItem.waitFor({ state: 'detached' });

    expect(admin.problems).toEqual([]);
    // The reader's 404 answers are expected: the browser reports them as failed resources.
    expect(reader.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await admin.context.close();
    await reader.context.close();
  });

  it('sends visitors who are not admins away from the admin screens', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    // Anonymous: to sign-in.
    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/auth');
    await page.goto('/admin/articles');
    await page.waitForURL((u) => u.pathname === '/auth');

    const user = await createUser(stack(), 'reader');
    await signIn(page, user.email, user.password);
    await page.goto('/admin');
    await waitForToast(page, 'Access Denied');
    await waitForToast(page, "You don't have admin privileges");
    await page.waitForURL((u) => u.pathname === '/home');
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);

    await page.goto('/admin/articles');
    await waitForToast(page, "You don't have permission to access this page.");
    await page.waitForURL((u) => u.pathname === '/home');
    expect(await page.getByRole('heading', { name: 'Insights Hub Manager' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders an article made of XSS payloads as inert text', async () => {
    const admin = await openPage(browser(), stack().webUrl!);
    await signInAdmin(admin.page);
    await admin.page.goto('/admin/articles');
    const payload = [
      '<script>window.__xss = 1; alert("script")</script>',
      '<img src=x onerror="window.__xss = 2; alert(\'img\')">',
      '[click me](javascript:alert("link"))',
      '![pic](javascript:alert("image"))',
      '<a href="javascript:alert(\'raw\')">raw link</a>',
      '[entity](javascript&#58;alert("entity"))',
      '<svg onload="alert(\'svg\')"></svg>',
      '<iframe src="javascript:alert(\'frame\')"></iframe>',
      '[safe link](https://example.com/security)',
    ].join('\n\n');
    const title = unique('XSS probe');
    const id = await createArticle(admin.page, {
      title,
      excerpt: '<img src=x onerror=alert(1)> [x](javascript:alert(1)) **bold**',
      content: payload,
      publish: true,
    });

    const reader = await openPage(browser(), stack().webUrl!);
    const dialogs: string[] = [];
    for (const p of [reader.page, admin.page]) {
      p.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
    }
    await reader.page.goto(`/article/${id}`);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The raw HTML shows as text.
    await reader.page.getByText('<script>window.__xss = 1; alert("script")</script>').waitFor();
    await reader.page.getByText('click me').waitFor();
    const safe = reader.page.getByRole('link', { name: 'safe link' });
    expect(await safe.getAttribute('href')).toBe('https://example.com/security');
    expect(await safe.getAttribute('target')).toBe('_blank');
    expect(await safe.getAttribute('rel')).toBe('noopener noreferrer');
    // The home preview and the admin list render the excerpt safely too.
    await reader.page.goto('/');
    // Exact: the title also ends its card's "Read more" name, for screen readers.
    await reader.page
      .getByRole('region', { name: 'Insights Hub' })
      .getByText(title, { exact: true })
      .waitFor();
    await admin.page.reload();
    await articleItem(admin.page, title).waitFor();
    await reader.page.waitForTimeout(500);

    for (const p of [reader.page, admin.page]) {
      const findings = await p.evaluate(() => {
        const bad: string[] = [];
        for (const el of Array.from(document.querySelectorAll('*'))) {
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
            if (/^\s*javascript:/i.test(attr.value)) bad.push(`${el.tagName} ${attr.name}=js`);
          }
        }
        for (const s of Array.from(
          document.querySelectorAll('main script, main iframe, main svg[onload]'),
        ))
          bad.push(s.tagName);
        if ((window as { __xss?: number }).__xss) bad.push('__xss set');
        return bad;
      });
      expect(findings).toEqual([]);
    }
    await reader.page.goto(`/article/${id}`);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(
      await reader.page.evaluate(() => {
        const main = document.querySelector('main')!;
        return {
          scripts: main.querySelectorAll('script').length,
          iframes: main.querySelectorAll('iframe').length,
          jsLinks: main.querySelectorAll('[href^="javascript" i], [src^="javascript" i]').length,
          handlers: Array.from(main.querySelectorAll('*')).filter((el) =>
            Array.from(el.attributes).some((a) => a.name.startsWith('on')),
          ).length,
        };
      }),
    ).toEqual({ scripts: 0, iframes: 0, jsLinks: 0, handlers: 0 });
    // A dialog would have been seen: the pages' own, opened after all of that, is the only one.
    for (const p of [reader.page, admin.page]) await p.evaluate(() => alert('probe'));
    expect(dialogs).toEqual(['probe', 'probe']);

    // Clean up: the probe should not stay on the home page of later tests.
    await admin.page.getByRole('button', { name: `Delete ${title}` }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await waitForToast(admin.page, 'Article deleted successfully');

    expect(admin.problems).toEqual([]);
    expect(reader.problems).toEqual([]);
    await admin.context.close();
    await reader.context.close();
  });
});
