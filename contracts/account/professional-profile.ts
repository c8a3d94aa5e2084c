import * as z from 'zod';
import { optionalText, requiredText } from '../text-fields';

/**
 * The professional's profile, asked once (on the account page, before the first invoice, beside
 * the first booking page) and used wherever they are named to a client: the name on their booking
 * pages, signing requests, the client's approval page and their invoices (the seller there, with
 * the company, postal address of several lines and tax number). An invoice keeps the details it
 * was issued with; a change applies from the next one.
 */

export const PROFILE_NAME_MAX = 200;
export const PROFILE_COMPANY_MAX = 200;
export const PROFILE_ADDRESS_MAX = 500;
export const PROFILE_TAX_ID_MAX = 50;

export const professionalProfileMessages = {
  saved: 'Your profile was saved',
  saveFailed: 'Error saving your profile',
  loadFailed: 'Error loading your profile',
  invalid: 'Please fill in your profile',
  nameRequired: 'Please enter your name',
  /** 409 of issuing an invoice before the profile names its seller. */
  sellerRequired:
    'Add your name to your profile before issuing an invoice: every invoice names its seller, and an issued one cannot be changed.',
} as const;

const fields = {
  /** The professional's display name: how clients and visitors see them. */
  name: optionalText('The name', PROFILE_NAME_MAX),
  /** The business they trade as, if any. */
  company: optionalText('The company', PROFILE_COMPANY_MAX),
  /** Several lines, printed as typed. */
  address: optionalText('The address', PROFILE_ADDRESS_MAX),
  taxId: optionalText('The tax number', PROFILE_TAX_ID_MAX),
};

/** `GET /api/profile`: blank fields until the professional saves theirs. */
export const ZProfessionalProfile = z.object(fields, professionalProfileMessages.invalid);
export type TProfessionalProfile = z.output<typeof ZProfessionalProfile>;

/** `PUT /api/profile`: saved whole; once given, a name is never taken away again. */
export const ZSaveProfessionalProfile = z.object(
  {
    ...fields,
    name: requiredText(professionalProfileMessages.nameRequired, 'The name', PROFILE_NAME_MAX),
  },
  professionalProfileMessages.invalid,
);
export type TSaveProfessionalProfile = z.input<typeof ZSaveProfessionalProfile>;
export type TSaveProfessionalProfileParsed = z.output<typeof ZSaveProfessionalProfile>;
