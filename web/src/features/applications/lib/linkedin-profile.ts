import {
  PHOTO_EXTENSIONS,
  photoProblem,
  type TPhotoContentType,
} from '@contracts/applications/photo';

/** The user pool's attributes of the signed-in user, as `fetchUserAttributes` answers them. */
export type UserAttributes = Partial<Record<string, string>>;

export interface LinkedInProfile {
  fullName: string;
  email: string;
  /** An https address of the profile picture, when LinkedIn shared one. */
  pictureUrl: string | null;
}

const NAME_MAX = 100;

/** The name, e-mail and picture the form can take from the profile ('' where there is none). */
export function linkedInProfile(attributes: UserAttributes): LinkedInProfile {
  const joined = [attributes.given_name, attributes.family_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const fullName = (attributes.name?.trim() || joined).slice(0, NAME_MAX);
  const picture = attributes.picture?.trim() ?? '';
  return {
    fullName,
    email: attributes.email?.trim() ?? '',
    pictureUrl: /^https:\/\/\S+$/i.test(picture) ? picture : null,
  };
}

/** Whether the user signed in through LinkedIn (the pool's `identities` attribute names it). */
export function isLinkedInUser(attributes: UserAttributes): boolean {
  try {
    const identities: unknown = JSON.parse(attributes.identities ?? '[]');
    return (
      Array.isArray(identities) &&
      identities.some(
        (identity) =>
          typeof identity === 'object' &&
          identity !== null &&
          (identity as { providerName?: unknown }).providerName === 'LinkedIn',
      )
    );
  } catch {
    return false;
  }
}

/**
 * The downloaded profile picture as the photo the form would upload, or null when it is not an
 * image the form accepts (type or size, spec §5).
 */
export function pictureFile(picture: Blob): File | null {
  const type = picture.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (photoProblem({ type, size: picture.size })) return null;
  const extension = PHOTO_EXTENSIONS[type as TPhotoContentType];
  return new File([picture], `linkedin-photo.${extension}`, { type });
}
