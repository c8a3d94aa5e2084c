import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RETENTION } from '@contracts/account/retention';
import { answerConfig } from '../../../support/web/config';
import { renderScreen } from '../../../support/web/render';

/*
 * The privacy page promises only what the code does: every period in "How long we keep it" is
 * read from `RETENTION`, the same constants the deleting code reads. The page is shown once with
 * the real periods and once with made-up ones: a number typed into the text would show in the
 * second.
 */
type Retention = Record<keyof typeof RETENTION, number>;

/** The page, its module loaded afresh with `retention` in place of the real periods if given. */
async function show(retention?: Retention) {
  vi.resetModules();
  if (retention) vi.doMock('@contracts/account/retention', () => ({ RETENTION: retention }));
  else vi.doUnmock('@contracts/account/retention');
  // The fresh modules hold their own config: loaded there as the app's start-up does.
  answerConfig({ contactEmail: 'privacy@example.com', companyName: 'Example Ltd' });
  await (await import('@/config/web-config')).loadWebConfig();
  const { default: PrivacyPage } = (await import('@/features/legal/routes/privacy-page')) as {
    default: ComponentType;
  };
  renderScreen(<PrivacyPage />, { at: '/privacy' });
}

/** A section's words, as read. */
const section = (name: string) =>
  (screen.getByRole('region', { name }).textContent ?? '').replace(/\s+/g, ' ');

const numbersIn = (text: string) => [...text.matchAll(/\d+/g)].map(([n]) => Number(n));

function expectPeriods(r: Retention) {
  const text = section('How long we keep it');
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
    await show();
    expectPeriods(RETENTION);
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
    await show(madeUp);
    expectPeriods(madeUp);
  });

  it('says what closing deletes and keeps, and where applications are withdrawn', async () => {
    await show();
    const text = section('How long we keep it');
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
    await show();
    expect(screen.getByText('Last updated: 2 December 2026')).toBeDefined();
    const rights = screen.getByRole('region', { name: 'Your rights' });
    const yourData = within(rights).getByRole('link', { name: 'Your data' });
    expect(yourData.getAttribute('href')).toBe('/account/data');
    expect(yourData.parentElement?.textContent).toContain(
      'download a copy of your data and close your account yourself',
    );
    expect(section('Your rights')).toContain('e-mail privacy@example.com');
    const retention = screen.getByRole('region', { name: 'How long we keep it' });
    expect(
      within(retention)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/my/applications');
  });
});
