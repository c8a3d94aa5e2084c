import type { DeclaredAccess } from '../../deps/function-access';
import { oauthDeps } from './deps';

/**
 * The public OAuth callback: hands what the provider's redirect carried to the
 * `calendar-consent` function, which stores the connection, and answers the popup's page (the
 * app's origin). No table, no provider, no token key.
 */
export const oauthAccess: DeclaredAccess = { deps: oauthDeps };
