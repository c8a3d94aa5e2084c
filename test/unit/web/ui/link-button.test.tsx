import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkButton } from '@/components/ui/link-button';
import { renderScreen } from '../../../support/web/render';

/* A header's link to another screen, shaped as a button: a link by role, named by its words. */

describe('A link button', () => {
  it('is a link named by its words, the icon left out, and leads to its screen', async () => {
    const ui = renderScreen(
      <LinkButton to="/documents/upload" icon={<svg aria-hidden data-testid="icon" />}>
        Upload Document
      </LinkButton>,
      { at: '/documents' },
    );
    const link = screen.getByRole('link', { name: 'Upload Document' });
    expect(link.getAttribute('href')).toBe('/documents/upload');
    expect(link.contains(screen.getByTestId('icon'))).toBe(true);
    await ui.user.click(link);
    expect(ui.location()).toBe('/documents/upload');
  });
});
