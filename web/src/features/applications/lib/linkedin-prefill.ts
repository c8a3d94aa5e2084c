import { fetchUserAttributes } from 'aws-amplify/auth';
import { linkedInProfile, pictureFile, type LinkedInProfile } from './linkedin-profile';

export interface LinkedInFill {
  profile: LinkedInProfile;
  /** The profile picture as a photo to upload; null when there is none or it could not be read. */
  photo: File | null;
}

/** The signed-in user's name, e-mail and picture, as LinkedIn gave them to the user pool. */
export async function loadLinkedInFill(): Promise<LinkedInFill> {
  const profile = linkedInProfile(await fetchUserAttributes());
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
