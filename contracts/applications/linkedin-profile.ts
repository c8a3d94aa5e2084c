import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';
import { COUNTRIES } from './options';

/**
 * "Quick Fill with LinkedIn" for a signed-in user, whatever account they signed in with: a
 * profile-only OpenID Connect sign-in at LinkedIn, outside the user pool (docs/decisions.md,
 * "LinkedIn Quick Fill without switching accounts"). The API starts it (`POST
 * /api/linkedin/authorize`), LinkedIn sends the browser back to `/linkedin/callback`, and the API
 * answers the profile once (`POST /api/linkedin/profile`); nothing of it is stored.
 */

export const linkedInProfileMessages = {
  notConfigured:
    'LinkedIn is not configured for this environment, so the form has to be filled in by hand.',
  expired:
    'This LinkedIn sign-in has expired or was already used. Please use Quick Fill with LinkedIn again.',
  refused: 'LinkedIn did not share your profile. Please try again.',
  unreachable: 'LinkedIn could not be reached. Please try again.',
  startFailed: 'Could not start the LinkedIn sign-in: please try again.',
  code: 'LinkedIn sent no authorization code',
} as const;

/** The path of the web app LinkedIn sends the browser back to (`<APP_ORIGIN>/linkedin/callback`). */
export const LINKEDIN_CALLBACK_PATH = '/linkedin/callback';

/** `POST /api/linkedin/authorize`: LinkedIn's consent screen, for the browser to go to. */
export const ZLinkedInAuthorize = z.object({ url: z.string() });
export type TLinkedInAuthorize = z.infer<typeof ZLinkedInAuthorize>;

/** A state as the API makes them (32 random bytes, base64url): anything else is not looked up. */
export const LINKEDIN_STATE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/linkedin/profile`: what LinkedIn handed the callback page. */
export const ZLinkedInProfileRequest = z.object({
  code: requiredTrimmed(linkedInProfileMessages.code, 4096, linkedInProfileMessages.code),
  state: z.string(linkedInProfileMessages.expired).regex(LINKEDIN_STATE_SHAPE, {
    error: linkedInProfileMessages.expired,
  }),
});
export type TLinkedInProfileRequest = z.input<typeof ZLinkedInProfileRequest>;

/**
 * The member's profile as LinkedIn's OpenID Connect userinfo gives it, tidied: '' for a text it
 * did not share, null for a picture that is not an https address, a locale that is not one, and a
 * country the form does not list. `country` is the locale's country (`en-GB` → United Kingdom)
 * when it is one of the form's COUNTRIES.
 */
export const ZLinkedInProfile = z.object({
  name: z.string().max(100),
  givenName: z.string().max(100),
  familyName: z.string().max(100),
  email: z.string().max(254),
  emailVerified: z.boolean(),
  pictureUrl: z.string().max(2048).nullable(),
  /** BCP 47, e.g. `en-US`. */
  locale: z.string().max(35).nullable(),
  country: z.enum(COUNTRIES).nullable(),
});
export type TLinkedInProfile = z.infer<typeof ZLinkedInProfile>;
