import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';

const stack = () => inject('stack');
const webUrl = () => stack().webUrl!;

const browser = useBrowser();

describe('the API reference', () => {
  it('is reached from the footer and draws the OpenAPI document the API serves', async () => {
    const { page, context, problems } = await openPage(browser(), webUrl());
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL('**/developers/api');
    // Drawn from /api/openapi.json: the document's title and a route's summary from its contract.
    await expect
      .poll(() => page.getByText('vCISO Hub API').first().isVisible(), { timeout: 30_000 })
      .toBe(true);
    await page.getByText('articles', { exact: true }).first().click();
    await expect
      .poll(() =>
        page
          .getByText('One published article (an unpublished one is not found)')
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.title()).toContain('API reference');
    expect(problems).toEqual([]);
    await context.close();
  });
});
