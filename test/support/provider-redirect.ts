import { expect } from 'vitest';

/**
 * The person signs in (or consents) at a fake provider's authorization page: its redirect back to
 * the web app, with the code and the state it carries.
 */
export async function atProvider(url: URL): Promise<{ code: string; state: string; back: URL }> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    back,
  };
}
