import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/app/layout/site-header';
import { ThemeProvider } from '@/app/layout/theme';
import { ThemeSwitcher } from '@/app/layout/theme-switcher';
import { renderScreen } from '../../../support/web/render';
import { sessionLoading, signOut } from '../../../support/web/session';

/*
 * The header renders again once the session is known. A theme menu a visitor opened before then
 * stays open, and its choice is taken: the switcher is the same one in every session state.
 */
describe('the site header', () => {
  it('keeps the theme menu open while the session becomes known', async () => {
    sessionLoading();
    const { user } = renderScreen(
      <ThemeProvider>
        <SiteHeader />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Change theme' }));
    expect(screen.getByRole('menu', { name: 'Theme' })).toBeTruthy();

    act(() => signOut());
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.queryByRole('menu', { name: 'Theme' })).toBeNull();
  });
});

describe('the theme menu', () => {
  it('stays open when the header is drawn again, as on a first load once the page has loaded', async () => {
    // The switcher drawn anew, as the page's own frame replaces the one shown while it loaded.
    let drawAgain = () => {};
    function Frame() {
      const [frame, setFrame] = useState(0);
      drawAgain = () => setFrame((n) => n + 1);
      return <ThemeSwitcher key={frame} />;
    }
    const { user } = renderScreen(
      <ThemeProvider>
        <Frame />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Change theme' }));
    act(() => drawAgain());
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
