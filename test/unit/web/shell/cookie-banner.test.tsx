import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../support/web/render';

/*
 * The cookie banner at the foot of every page (spec: cookie consent): the visitor's choice is
 * kept in the browser, and a page opened afterwards shows no banner.
 */
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

/** The banner as a page load starts it: its modules fresh, the choice only in the browser. */
async function pageLoad() {
  vi.resetModules();
  const { CookieBanner } = await import('@/app/layout/cookie-banner');
  return renderScreen(<CookieBanner />);
}

describe('the cookie banner', () => {
  it.each([
    ['Accept All', 'accepted'],
    ['Decline Optional', 'declined'],
    ['Close', 'declined'],
  ] as const)(
    'remembers "%s" as %s, and shows no banner on the next page',
    async (action, kept) => {
      const ui = await pageLoad();
      const region = banner();
      if (!region) throw new Error('no cookie banner');
      expect(
        within(region).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'),
      ).toBe('/privacy');
      await ui.user.click(within(region).getByRole('button', { name: action }));
      await expect.poll(banner).toBeNull();
      expect(localStorage.getItem('cookie-consent')).toBe(kept);
      ui.unmount();
      // The next page load reads the choice from the browser.
      await pageLoad();
      expect(banner()).toBeNull();
    },
  );
});
