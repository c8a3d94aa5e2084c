import { LINK_TOKEN, LINK_TOKEN_HEADER } from '@contracts/link-token';

/**
 * Personal links (signing, booking cancel, signed copy) carry their token after `#`, which the
 * browser never sends: no server, edge or referrer sees it (`contracts/link-token.ts`). The page
 * reads it here and sends it to the API in a header.
 */

/** The pages whose links were once mailed with the token as the last path segment. */
const TOKEN_IN_PATH = /^(\/sign|\/book\/cancel)\/([^/]+)\/?$/;

/** The token in a location's fragment (`#<token>`), or undefined when it cannot be one. */
export function linkTokenOf(hash: string): string | undefined {
  const token = hash.replace(/^#/, '').trim();
  return LINK_TOKEN.test(token) ? token : undefined;
}

/**
 * The fragment form of a link mailed with its token in the path (`/sign/<token>` →
 * `/sign#<token>`), or undefined for any other path.
 */
export function fragmentFormOf(pathname: string): string | undefined {
  const match = TOKEN_IN_PATH.exec(pathname);
  return match ? `${match[1]}#${match[2]}` : undefined;
}

/**
 * Moves an older link's token out of the path before the router reads the location, so the
 * page's own requests (its code, the API) never carry it in a referrer, and the address bar,
 * history and any bookmark hold the fragment form.
 */
export function moveLinkTokenToFragment(
  location: Pick<Location, 'pathname'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  const target = fragmentFormOf(location.pathname);
  if (target) history.replaceState(history.state, '', target);
}

/** The request header that carries a link's token to the API. */
export const linkTokenHeaders = (token: string) => ({ [LINK_TOKEN_HEADER]: token });
