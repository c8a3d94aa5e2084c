import * as z from 'zod';
import { boundedText, optionalText } from '../text-fields';
import {
  applicationFieldMessages,
  choice,
  choices,
  email,
  optionalPhone,
  optionalUrl,
} from './fields';
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

/** What `boardExperience` carries: the board checkbox, ticked or not (spec §3). */
export const BOARD_EXPERIENCE_YES = 'Yes';
export const BOARD_EXPERIENCE_NO = 'No';
const BOARD_ANSWERS = [BOARD_EXPERIENCE_YES, BOARD_EXPERIENCE_NO] as const;
export type TBoardExperience = (typeof BOARD_ANSWERS)[number];

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
  photoUrl: ZPhotoPath,
  fullName: boundedText(cisoMessages.fullName, 'Name', 2, 100),
  email: email(cisoMessages.email),
  country: choice(COUNTRIES, cisoMessages.country),
  linkedinUrl: optionalUrl(cisoMessages.linkedinUrl),
  phone: optionalPhone(),
  yearsOfExperience: years,
};
const lists = {
  certifications: choices(CERTIFICATIONS, applicationFieldMessages.certifications).default([]),
  keyAchievements: boundedText(cisoMessages.keyAchievements, 'Key achievements', 100, 3000),
  securityDomains: choices(SECURITY_DOMAINS, applicationFieldMessages.securityDomains).default([]),
  industriesServed: choices(INDUSTRIES, applicationFieldMessages.industries).default([]),
  companySizes: choices(COMPANY_SIZES, applicationFieldMessages.companySizes).default([]),
  availability: choice(AVAILABILITY_OPTIONS, cisoMessages.availability),
  hourlyRate: optionalText('The hourly rate', 100),
};

/**
 * What the form holds: the board checkbox and the executive experience text (always required,
 * spec §5), which `toCisoApplication` sends as two fields.
 */
export const ZCisoApplicationForm = z.object({
  ...shared,
  hasBoardExperience: z.boolean().default(false),
  executiveExperience,
  ...lists,
});
export type TCisoApplicationForm = z.input<typeof ZCisoApplicationForm>;
export type TCisoApplicationFormParsed = z.output<typeof ZCisoApplicationForm>;

/**
 * The former sent shape folded the two answers into one: `boardExperience` was "Yes" when the
 * box was ticked (the executive text then dropped), else the executive experience text. A body
 * of that shape (a `boardExperience` that is neither answer) is read as the text with the box
 * not ticked, and its text is checked as the text.
 */
function fromFormerShape(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const board = (body as Record<string, unknown>).boardExperience;
  if (typeof board !== 'string' || (BOARD_ANSWERS as readonly string[]).includes(board))
    return body;
  return { ...body, boardExperience: BOARD_EXPERIENCE_NO, executiveExperience: board };
}

const sent = {
  ...shared,
  boardExperience: z.enum(BOARD_ANSWERS).default(BOARD_EXPERIENCE_NO),
  executiveExperience,
  ...lists,
};
const ZCisoApplicationShape = z.object(sent);

/**
 * `POST /api/applications/ciso` (spec §7 submit-ciso-application): the sent shape. The board
 * checkbox (`boardExperience`, "Yes" or "No") and the executive experience text are two
 * answers, both kept.
 */
export const ZCisoApplication = z.preprocess(fromFormerShape, ZCisoApplicationShape);
export type TCisoApplication = z.input<typeof ZCisoApplicationShape>;
export type TCisoApplicationParsed = z.output<typeof ZCisoApplicationShape>;

/** The sent shape of a parsed form: the checkbox and the text, each as its own field. */
export function toCisoApplication(form: TCisoApplicationFormParsed): TCisoApplicationParsed {
  const { hasBoardExperience, executiveExperience, ...rest } = form;
  return {
    ...rest,
    boardExperience: hasBoardExperience ? BOARD_EXPERIENCE_YES : BOARD_EXPERIENCE_NO,
    executiveExperience,
  };
}

/**
 * A stored application as the screens read it. One stored in the former shape is read the same
 * way as a former body; a former "Yes" kept no text, so its `executiveExperience` is null.
 */
export const ZCisoSubmission = ZCisoApplicationShape.extend({
  executiveExperience: z.string().nullable(),
});
export type TCisoSubmission = z.output<typeof ZCisoSubmission>;

/** What is stored of a professional application, in the current shape or the former one. */
export type TStoredCisoApplication = Omit<
  TCisoApplicationParsed,
  'boardExperience' | 'executiveExperience'
> & { boardExperience: string; executiveExperience?: string };

/** A stored application in the shape the screens read, whichever shape it was stored in. */
export function cisoSubmissionOf(stored: TStoredCisoApplication): TCisoSubmission {
  const { boardExperience, executiveExperience, ...rest } = stored;
  if (boardExperience === BOARD_EXPERIENCE_YES || boardExperience === BOARD_EXPERIENCE_NO)
    return { ...rest, boardExperience, executiveExperience: executiveExperience ?? null };
  return { ...rest, boardExperience: BOARD_EXPERIENCE_NO, executiveExperience: boardExperience };
}

export const hasBoardExperience = (application: { boardExperience: string }) =>
  application.boardExperience === BOARD_EXPERIENCE_YES;
