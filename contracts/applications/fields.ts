import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';

/** Field rules the three application forms share (spec §5). */

export const EMAIL_MAX = 255;
export const URL_MAX = 500;

export const applicationFieldMessages = {
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters`,
  notInList: 'Choose from the list',
  tooManyChoices: 'Too many choices',
  urlTooLong: `The address must be at most ${URL_MAX} characters`,
  certifications: 'Choose certifications from the list',
  securityDomains: 'Choose security domains from the list',
  industries: 'Choose industries from the list',
  companySizes: 'Choose company sizes from the list',
} as const;

/** A required e-mail address with the form's own message. */
export const email = (message: string) =>
  requiredTrimmed(message, EMAIL_MAX, applicationFieldMessages.emailTooLong).pipe(z.email(message));

/** One of a fixed list; blank or anything else gets `message`. */
export const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, message);

/**
 * Several of a fixed list, each at most once (a repeat is dropped, so parsing twice reads the
 * same). `min` 0 leaves the list optional.
 */
export const choices = <T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
  min = 0,
) =>
  z
    .array(z.enum(options, applicationFieldMessages.notInList), message)
    .max(options.length * 2, applicationFieldMessages.tooManyChoices)
    .transform((values) => [...new Set(values)])
    .refine((values) => values.length >= min, message);

export const PHONE_MIN = 10;
export const PHONE_MAX = 20;
export const phoneMessages = {
  tooShort: 'Phone number must be at least 10 digits',
  tooLong: `Phone number must be at most ${PHONE_MAX} characters`,
  characters: 'Phone number may contain only digits, spaces and + - ( ) .',
} as const;

/** Optional phone: '' when absent, else 10-20 characters of digits and the usual separators. */
export const optionalPhone = () =>
  z
    .string(phoneMessages.tooShort)
    .trim()
    .max(PHONE_MAX, phoneMessages.tooLong)
    .refine((v) => v === '' || v.length >= PHONE_MIN, phoneMessages.tooShort)
    .refine((v) => /^[\d\s+\-().]*$/.test(v), phoneMessages.characters)
    .optional()
    .default('');

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Optional web address (http or https): '' when absent, else `message` unless it parses. */
export const optionalUrl = (message: string) =>
  z
    .string(message)
    .trim()
    .max(URL_MAX, applicationFieldMessages.urlTooLong)
    .refine((v) => v === '' || isWebUrl(v), message)
    .optional()
    .default('');
