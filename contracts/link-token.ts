/**
 * A personal link (signing, booking cancel, signed copy) carries its secret token after `#`, which
 * browsers never send to a server, so no access log, edge log or referrer ever holds it. The page
 * reads it from the fragment and sends it to the API in this request header, never in a path or a
 * query string.
 */
export const LINK_TOKEN_HEADER = 'x-link-token';

/** A link's token: 32 random bytes, base64url without padding. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
