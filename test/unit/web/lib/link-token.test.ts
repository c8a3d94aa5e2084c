import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import {
  fragmentFormOf,
  linkTokenHeaders,
  linkTokenOf,
  moveLinkTokenToFragment,
} from '../../../../web/src/lib/link-token';

const token = 'Ab3_-'.repeat(8) + 'xyz';

describe('linkTokenOf', () => {
  it('reads the token from the fragment', () => {
    expect(linkTokenOf(`#${token}`)).toBe(token);
    expect(linkTokenOf(token)).toBe(token);
  });

  it('finds none in an empty or malformed fragment', () => {
    for (const hash of ['', '#', '#short', `#${token}x`, '#not-a-token', `#${token.slice(1)}/`])
      expect(linkTokenOf(hash), hash).toBeUndefined();
  });
});

describe('links mailed with the token in the path', () => {
  it('move the token into the fragment', () => {
    expect(fragmentFormOf(`/sign/${token}`)).toBe(`/sign#${token}`);
    expect(fragmentFormOf(`/book/cancel/${token}`)).toBe(`/book/cancel#${token}`);
    expect(fragmentFormOf(`/sign/${token}/`)).toBe(`/sign#${token}`);
    // A malformed one too: the page then says the link is not valid.
    expect(fragmentFormOf('/sign/not-a-token')).toBe('/sign#not-a-token');
  });

  it('leave every other path alone', () => {
    for (const path of [
      '/',
      '/sign',
      '/book/cancel',
      '/book/my-page',
      '/documents/x',
      '/signed-copy',
    ])
      expect(fragmentFormOf(path), path).toBeUndefined();
  });

  it('replace the history entry, so the old address is not kept', () => {
    const calls: unknown[][] = [];
    const history = { state: { idx: 0 }, replaceState: (...args: unknown[]) => calls.push(args) };
    moveLinkTokenToFragment({ pathname: `/sign/${token}` }, history);
    expect(calls).toEqual([[{ idx: 0 }, '', `/sign#${token}`]]);
    moveLinkTokenToFragment({ pathname: '/book/my-page' }, history);
    expect(calls).toHaveLength(1);
  });
});

describe('linkTokenHeaders', () => {
  it('sends the token in the one link header', () => {
    expect(linkTokenHeaders(token)).toEqual({ [LINK_TOKEN_HEADER]: token });
  });
});
