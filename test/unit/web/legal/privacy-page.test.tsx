import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RETENTION } from '@contracts/account/retention';

/*
 * The privacy page promises only what the code does: every period in "How long we keep it" is
 * read from `RETENTION`, the same constants the deleting code reads. As in the other web tests,
 * the page is loaded by a computed path with its `@/` imports provided here, and rendered on the
 * server. Rendered once with the real periods and once with made-up ones: a number typed into the
 * text would show in the second.
 */
const { web, ui } = vi.hoisted(() => {
  const web = (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname;
  const ui = (name: string) => () => import(/* @vite-ignore */ web(`components/ui/${name}.tsx`));
  return { web, ui };
});
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/components/ui/button', ui('button'));
vi.mock('@/components/ui/back-to-home', ui('back-to-home'));
vi.mock('@/components/ui/document-title', ui('document-title'));
vi.mock('@/config/web-config', () => ({
  webConfig: () => ({ contactEmail: 'privacy@example.com', companyName: 'Example Ltd' }),
}));

type Retention = Record<keyof typeof RETENTION, number>;

async function render(retention?: Retention): Promise<string> {
  vi.resetModules();
  if (retention) vi.doMock('@contracts/account/retention', () => ({ RETENTION: retention }));
  else vi.doUnmock('@contracts/account/retention');
  const { default: PrivacyPage } = (await import(
    /* @vite-ignore */ web('features/legal/routes/privacy-page.tsx')
  )) as { default: ComponentType };
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: ['/privacy'] }, createElement(PrivacyPage)),
  );
}

/** A section's words, tags dropped. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section aria-labelledby="${id}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const numbersIn = (text: string) => [...text.matchAll(/\d+/g)].map(([n]) => Number(n));

function expectPeriods(html: string, r: Retention) {
  const text = section(html, 'retention');
  expect(text).toContain(`within ${r.closedAccountDays} days no copy remains in our backups`);
  expect(text).toContain(`documents are kept for ${r.documentVersionDays} days`);
  expect(text).toContain(`photos for ${r.photoVersionDays} days`);
  expect(text).toContain(`deleted records for ${r.tableBackupDays} days`);
  expect(text).toContain(
    `deleted ${r.applicationMonths} months after the application last changed`,
  );
  expect(text).toContain(`kept for ${r.dataExportDays} days, then deleted`);
  expect(text).toContain(`up to ${r.securityLogMonths} months`);
  expect(text).toContain(`until the end of the ${r.invoiceYears}th year after the year each was`);
  // No other count: every number in the section is one of the periods, and each is there.
  expect(new Set(numbersIn(text))).toEqual(new Set(Object.values(r)));
}

describe('privacy page: how long we keep it', () => {
  it('states each period of RETENTION and no other', async () => {
    expectPeriods(await render(), RETENTION);
  });

  it('reads every period from RETENTION, typing none', async () => {
    const madeUp: Retention = {
      closedAccountDays: 901,
      applicationMonths: 902,
      documentVersionDays: 903,
      photoVersionDays: 904,
      tableBackupDays: 905,
      securityLogMonths: 906,
      dataExportDays: 907,
      invoiceYears: 908,
    };
    expectPeriods(await render(madeUp), madeUp);
  });

  it('says what closing deletes and keeps, and where applications are withdrawn', async () => {
    const text = section(await render(), 'retention');
    expect(text).toContain('everything it holds is deleted at once');
    expect(text).toContain('You can withdraw an application at any time on My applications');
    expect(text).toContain('closing your account deletes your applications at once');
    expect(text).toContain('stays as their signed record');
    expect(text).toContain('audit trail shows your name, e-mail address');
    expect(text).toContain('IP address');
    expect(text).toContain('proof of what was agreed');
  });
});

describe('privacy page', () => {
  it('links the Your data page from the retention and rights sections, and is dated', async () => {
    const html = await render();
    expect(html).toContain('Last updated: 2 December 2026');
    const rights = html.slice(html.indexOf('<section aria-labelledby="your-rights"'));
    expect(rights.slice(0, rights.indexOf('</section>'))).toMatch(
      /download a copy of your data and close your account yourself[^<]*<a[^>]*href="\/account\/data"[^>]*>Your data<\/a>/,
    );
    expect(section(html, 'your-rights')).toContain('e-mail privacy@example.com');
    const retention = html.slice(html.indexOf('<section aria-labelledby="retention"'));
    expect(retention.slice(0, retention.indexOf('</section>'))).toContain(
      'href="/my/applications"',
    );
  });
});
