import * as z from 'zod';
import { boundedText, optionalText } from '../text-fields';
import { choice, choices, email, optionalPhone, optionalUrl } from './fields';
import {
  AVAILABILITY_OPTIONS,
  CERTIFICATIONS,
  COMPANY_SIZES,
  COUNTRIES,
  INDUSTRIES,
  SECURITY_DOMAINS,
} from './options';
import { ZPhotoPath } from './photo';

/** The professional application, /apply-ciso (spec §3 "Professional application", §5). */

export const cisoMessages = {
  fullName: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  country: 'Please select a country',
  linkedinUrl: 'Invalid LinkedIn URL',
  years: 'Experience must be at least 1 year',
  yearsMax: 'Experience must be at most 50 years',
  yearsWhole: 'Experience must be a whole number of years',
  executiveExperience: 'Please provide detailed executive experience (minimum 50 characters)',
  keyAchievements: 'Please provide detailed achievements (minimum 100 characters)',
  availability: 'Please select availability',
  submitted: 'Application Submitted!',
  submittedDescription: "Thanks for applying! We'll review your application and be in touch soon.",
  submitting: 'Submitting Application...',
} as const;

/** What the board checkbox sends as `board_experience` when ticked (spec §3). */
export const BOARD_EXPERIENCE_YES = 'Yes';

const years = z.coerce
  .number(cisoMessages.years)
  .int(cisoMessages.yearsWhole)
  .min(1, cisoMessages.years)
  .max(50, cisoMessages.yearsMax);

const executiveExperience = boundedText(
  cisoMessages.executiveExperience,
  'Executive experience',
  50,
  2000,
);

/** The fields both shapes share, in the order the form shows them (first failure is toasted). */
const shared = {
  photo_url: ZPhotoPath,
  full_name: boundedText(cisoMessages.fullName, 'Name', 2, 100),
  email: email(cisoMessages.email),
  country: choice(COUNTRIES, cisoMessages.country),
  linkedin_url: optionalUrl(cisoMessages.linkedinUrl),
  phone: optionalPhone(),
  years_of_experience: years,
};
const lists = {
  certifications: choices(CERTIFICATIONS, 'Choose certifications from the list').default([]),
  key_achievements: boundedText(cisoMessages.keyAchievements, 'Key achievements', 100, 3000),
  security_domains: choices(SECURITY_DOMAINS, 'Choose security domains from the list').default([]),
  industries_served: choices(INDUSTRIES, 'Choose industries from the list').default([]),
  company_sizes: choices(COMPANY_SIZES, 'Choose company sizes from the list').default([]),
  availability: choice(AVAILABILITY_OPTIONS, cisoMessages.availability),
  hourly_rate: optionalText('The hourly rate', 100),
};

/**
 * What the form holds: the board checkbox and the executive experience text (always required,
 * spec §5), which `toCisoApplication` folds into the sent `board_experience`.
 */
export const ZCisoApplicationForm = z.object({
  ...shared,
  has_board_experience: z.boolean().default(false),
  executive_experience: executiveExperience,
  ...lists,
});
export type TCisoApplicationForm = z.input<typeof ZCisoApplicationForm>;
export type TCisoApplicationFormParsed = z.output<typeof ZCisoApplicationForm>;

/**
 * `POST /api/applications/ciso` (spec §7 submit-ciso-application): the sent shape.
 * `board_experience` is "Yes" or the executive experience text (at least 50 characters).
 */
export const ZCisoApplication = z.object({
  ...shared,
  board_experience: z.union([z.literal(BOARD_EXPERIENCE_YES), executiveExperience], {
    error: cisoMessages.executiveExperience,
  }),
  ...lists,
});
export type TCisoApplication = z.input<typeof ZCisoApplication>;
export type TCisoApplicationParsed = z.output<typeof ZCisoApplication>;

/** The sent shape of a parsed form (spec §3: the board checkbox wins over the text). */
export function toCisoApplication(form: TCisoApplicationFormParsed): TCisoApplicationParsed {
  const { has_board_experience, executive_experience, ...rest } = form;
  return {
    ...rest,
    board_experience: has_board_experience ? BOARD_EXPERIENCE_YES : executive_experience,
  };
}

export const hasBoardExperience = (application: Pick<TCisoApplicationParsed, 'board_experience'>) =>
  application.board_experience === BOARD_EXPERIENCE_YES;
