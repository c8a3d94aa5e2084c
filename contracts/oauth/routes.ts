import * as z from 'zod';
import { connectionMessages, OAUTH_PROVIDERS } from '../booking/connection';
import { defineRoutes } from '../route';

/** The `{provider}` of the callback: a calendar provider this product can connect by OAuth. */
export const ZOAuthCallbackParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** What the provider appends to the redirect: the flow's state and its code, or its error. */
export const ZOAuthCallbackQuery = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
});

export const oauthRoutes = defineRoutes('oauth', {
  // Calendar OAuth: the provider sends the owner's popup back here after consent (public: the
  // single-use state, not a token, ties it to the owner and the page).
  callback: {
    method: 'GET',
    path: '/api/oauth/{provider}/callback',
    access: 'public',
    summary: "The calendar provider's redirect after consent: the popup's closing page",
    params: ZOAuthCallbackParams,
    notFound: connectionMessages.unknownProvider,
    query: ZOAuthCallbackQuery,
    content: 'text/html',
  },
});
