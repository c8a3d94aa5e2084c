import * as z from 'zod';
import { boundedText, optionalText } from '../text-fields';
import { choice, choices, email, optionalUrl } from './fields';
import {
  PARTNER_COMPANY_SIZES,
  PARTNER_COUNTRIES,
  PARTNER_INDUSTRIES,
  PARTNER_TYPES,
} from './options';

/** The partner application, /apply-partner (spec §3 "Partner application", §5 Partner form). */

export const partnerMessages = {
  companyName: 'Company name is required',
  companySize: 'Please select company size',
  partnerType: 'Please select partner type',
  companyDescription: 'Please provide at least 50 characters',
  targetClients: 'Please describe your target clients (min 50 characters)',
  industries: 'Select at least one industry',
  countries: 'Select at least one country',
  contactName: 'Contact name is required',
  contactEmail: 'Valid email is required',
  websiteUrl: 'Valid URL is required',
  submitted: 'Application Submitted!',
  submittedDescription: "We'll review your application and get back to you soon.",
  failed: 'Submission Failed',
  failedDescription: 'Something went wrong. Please try again.',
  submitting: 'Submitting...',
} as const;

/** Each field's rule (spec §5): the form holds and sends the same fields. */
const rules = {
  companyName: boundedText(partnerMessages.companyName, 'Company name', 2, 100),
  companySize: choice(PARTNER_COMPANY_SIZES, partnerMessages.companySize),
  partnerType: choice(PARTNER_TYPES, partnerMessages.partnerType),
  companyDescription: boundedText(
    partnerMessages.companyDescription,
    'Company description',
    50,
    2000,
  ),
  targetClients: boundedText(partnerMessages.targetClients, 'Target clients', 50, 2000),
  industriesServed: choices(PARTNER_INDUSTRIES, partnerMessages.industries, 1),
  countriesServed: choices(PARTNER_COUNTRIES, partnerMessages.countries, 1),
  contactName: boundedText(partnerMessages.contactName, 'Contact name', 2, 100),
  contactEmail: email(partnerMessages.contactEmail),
  contactPhone: optionalText('The phone number', 30),
  websiteUrl: optionalUrl(partnerMessages.websiteUrl),
};

export const ZPartnerApplicationForm = z.object(rules);
export type TPartnerApplicationForm = z.input<typeof ZPartnerApplicationForm>;
export type TPartnerApplicationFormParsed = z.output<typeof ZPartnerApplicationForm>;

/** `POST /api/applications/partner` (spec §7 submit-partner-application): the sent shape. */
export const ZPartnerApplication = z.object(rules);
export type TPartnerApplication = z.input<typeof ZPartnerApplication>;
export type TPartnerApplicationParsed = z.output<typeof ZPartnerApplication>;

/** The sent shape of a parsed form: the same fields. */
export function toPartnerApplication(
  form: TPartnerApplicationFormParsed,
): TPartnerApplicationParsed {
  return { ...form };
}
