import type { TLinkedInProfile } from '@contracts/applications/linkedin-profile';
import { getIdTokenClaims } from '@/features/auth/tokens';
import {
  fromLinkedInProfile,
  linkedInProfile,
  pictureFile,
  textClaims,
  type LinkedInProfile,
} from './linkedin-profile';

export interface LinkedInFill {
  profile: LinkedInProfile;
  /** The profile picture as a photo to upload; null when there is none or it could not be read. */
  photo: File | null;
}

/**
 * The signed-in user's name, e-mail and picture, as LinkedIn gave them to the user pool: the
 * claims of the ID token, since a LinkedIn session may not call Cognito's `GetUser`.
 */
export async function loadLinkedInFill(): Promise<LinkedInFill> {
  return fillOf(linkedInProfile(textClaims(await getIdTokenClaims())));
}

/**
 * The profile LinkedIn shared through "Quick Fill" (any account signed in): name, e-mail,
 * country and, where LinkedIn lets the browser read it, the picture.
 */
export const linkedInProfileFill = (profile: TLinkedInProfile): Promise<LinkedInFill> =>
  fillOf(fromLinkedInProfile(profile));

async function fillOf(profile: LinkedInProfile): Promise<LinkedInFill> {
  return { profile, photo: profile.pictureUrl ? await downloadPicture(profile.pictureUrl) : null };
}

/** The picture's bytes, where LinkedIn lets the browser read them; null otherwise. */
async function downloadPicture(url: string): Promise<File | null> {
  try {
    const response = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer' });
    return response.ok ? pictureFile(await response.blob()) : null;
  } catch {
    return null;
  }
}
