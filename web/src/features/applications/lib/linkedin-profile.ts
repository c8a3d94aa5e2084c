import type { TLinkedInProfile } from '@contracts/applications/linkedin-profile';
import type { TCountry } from '@contracts/applications/options';
import {
  PHOTO_EXTENSIONS,
  photoProblem,
  type TPhotoContentType,
} from '@contracts/applications/photo';

/** The user pool's attributes of the signed-in user, as the ID token's claims carry them. */
export type UserAttributes = Partial<Record<string, string>>;

/** The text claims of an ID token (name, e-mail, picture…); other claims are left out. */
export function textClaims(claims: Record<string, unknown> | undefined): UserAttributes {
  return Object.fromEntries(
    Object.entries(claims ?? {}).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );
}

export interface LinkedInProfile {
  fullName: string;
  email: string;
  /** An https address of the profile picture, when LinkedIn shared one. */
  pictureUrl: string | null;
  /** The form's country of the member's locale (`en-GB` → United Kingdom), when it has one. */
  country?: TCountry;
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

/** What the form takes of the profile the API answered (`POST /api/linkedin/profile`). */
export function fromLinkedInProfile(profile: TLinkedInProfile): LinkedInProfile {
  const joined = [profile.givenName, profile.familyName].filter(Boolean).join(' ');
  return {
    fullName: (profile.name || joined).slice(0, NAME_MAX),
    email: profile.email,
    pictureUrl:
      profile.pictureUrl && /^https:\/\/\S+$/i.test(profile.pictureUrl) ? profile.pictureUrl : null,
    ...(profile.country ? { country: profile.country } : {}),
  };
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
