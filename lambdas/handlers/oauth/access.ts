import type { FunctionAccess } from '../../deps/function-access';

/**
 * The public OAuth callback: hands what the provider's redirect carried to the
 * `calendar-consent` function, which stores the connection, and answers the popup's page (the
 * app's origin). No table, no provider, no token key.
 */
export const oauthAccess: FunctionAccess = { appOrigin: true, invokes: ['calendar-consent'] };
