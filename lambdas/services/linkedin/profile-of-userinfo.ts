import type { TLinkedInProfile } from '@contracts/applications/linkedin-profile';
import type { TCountry } from '@contracts/applications/options';

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const PICTURE_MAX = 2048;
/** Enough of an address to be worth putting in the form, which checks it again. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * ISO 3166-1 alpha-2 region codes of the form's COUNTRIES ("Other" has none). `UK` is not ISO
 * but is seen in the wild for the United Kingdom.
 */
export const COUNTRY_OF_REGION = {
  US: 'United States',
  GB: 'United Kingdom',
  UK: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
  NL: 'Netherlands',
  CH: 'Switzerland',
  SG: 'Singapore',
  AE: 'United Arab Emirates',
  IE: 'Ireland',
  ES: 'Spain',
  IT: 'Italy',
  SE: 'Sweden',
  NO: 'Norway',
  DK: 'Denmark',
  BE: 'Belgium',
  AT: 'Austria',
  NZ: 'New Zealand',
  JP: 'Japan',
  KR: 'South Korea',
  HK: 'Hong Kong',
  IN: 'India',
} as const satisfies Record<string, TCountry>;

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * A BCP 47 tag from LinkedIn's `locale`: the standard string (`en-US`, or `en_US` as some send
 * it) or the `{ language, country }` object LinkedIn's userinfo is known to answer instead.
 * Normalised to `ll[-Ssss][-RR]`; null for anything that is not a locale.
 */
export function normalizeLocale(value: unknown): string | null {
  let raw: string;
  if (typeof value === 'string') raw = value.trim();
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { language, country } = value as { language?: unknown; country?: unknown };
    if (typeof language !== 'string') return null;
    raw = typeof country === 'string' && country ? `${language}-${country}` : language;
  } else return null;
  const match = /^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{4}))?(?:[-_]([A-Za-z]{2}|\d{3}))?$/.exec(raw);
  if (!match) return null;
  const [, language = '', script, region] = match;
  return [
    language.toLowerCase(),
    ...(script ? [`${script[0]!.toUpperCase()}${script.slice(1).toLowerCase()}`] : []),
    ...(region ? [region.toUpperCase()] : []),
  ].join('-');
}

/** The form's country of a normalised locale's region (`en-GB` → United Kingdom), or null. */
export function countryOfLocale(locale: string | null): TCountry | null {
  const region = locale?.split('-').find((part) => /^[A-Z]{2}$/.test(part));
  return (region && (COUNTRY_OF_REGION as Record<string, TCountry>)[region]) || null;
}

/** An https address of a picture, or null. */
function pictureOf(value: unknown): string | null {
  const raw = text(value, PICTURE_MAX + 1);
  if (!raw || raw.length > PICTURE_MAX || /\s/.test(raw)) return null;
  try {
    return new URL(raw).protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

/**
 * The profile the form can take from LinkedIn's OpenID Connect userinfo (`name`, `given_name`,
 * `family_name`, `email`, `email_verified`, `picture`, `locale`). Every claim is optional and
 * checked: a missing or malformed one is left out ('' or null), never guessed.
 */
export function profileOfUserInfo(info: Record<string, unknown>): TLinkedInProfile {
  const givenName = text(info.given_name, NAME_MAX);
  const familyName = text(info.family_name, NAME_MAX);
  const name = (
    text(info.name, NAME_MAX) || [givenName, familyName].filter(Boolean).join(' ')
  ).slice(0, NAME_MAX);
  const rawEmail = text(info.email, EMAIL_MAX + 1);
  const email = rawEmail.length <= EMAIL_MAX && EMAIL_SHAPE.test(rawEmail) ? rawEmail : '';
  const locale = normalizeLocale(info.locale);
  return {
    name,
    givenName,
    familyName,
    email,
    emailVerified: email !== '' && (info.email_verified === true || info.email_verified === 'true'),
    pictureUrl: pictureOf(info.picture),
    locale,
    country: countryOfLocale(locale),
  };
}
