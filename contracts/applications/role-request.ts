import * as z from 'zod';
import { boundedText, optionalText } from '../text-fields';
import { applicationFieldMessages, choice, choices, email, optionalPhone } from './fields';
import {
  CERTIFICATIONS,
  COMPANY_SIZES,
  COUNTRIES,
  INDUSTRIES,
  ROLE_TYPES,
  SECURITY_DOMAINS,
} from './options';

/** The role request, /post-role (spec §3 "Role posting", §5 Role form). */

export const roleMessages = {
  companyName: 'Company name must be at least 2 characters',
  companySize: 'Please select company size',
  industry: 'Please select industry',
  country: 'Please select country',
  companyDescription: 'Please provide detailed company description (minimum 100 characters)',
  roleType: 'Please select role type',
  customRequest: "Please describe what you're trying to achieve (minimum 50 characters)",
  contactName: 'Contact name must be at least 2 characters',
  contactEmail: 'Invalid email address',
  roleTitle: 'The role title must be the role type',
  submitted: 'Role Posted Successfully!',
  submittedDescription: "We'll review your posting and match you with qualified candidates.",
  submitting: 'Submitting Role...',
} as const;

/** The fixed values the form sends (spec §3). */
export const ROLE_DURATION = 'Custom Request';
export const ROLE_WORKLOAD = 'As discussed';

const company = {
  companyName: boundedText(roleMessages.companyName, 'Company name', 2, 100),
  companySize: choice(COMPANY_SIZES, roleMessages.companySize),
  industry: choice(INDUSTRIES, roleMessages.industry),
  country: choice(COUNTRIES, roleMessages.country),
  companyDescription: boundedText(
    roleMessages.companyDescription,
    'Company description',
    100,
    1000,
  ),
  roleType: choice(ROLE_TYPES, roleMessages.roleType),
};
const what = boundedText(roleMessages.customRequest, 'The description', 50, 3000);
const contact = {
  compensationRange: optionalText('The compensation range', 200),
  contactName: boundedText(roleMessages.contactName, 'Contact name', 2, 100),
  contactEmail: email(roleMessages.contactEmail),
  contactPhone: optionalPhone(),
};

/** What the form holds, in the order it shows the fields. */
export const ZRoleRequestForm = z.object({ ...company, customRequest: what, ...contact });
export type TRoleRequestForm = z.input<typeof ZRoleRequestForm>;
export type TRoleRequestFormParsed = z.output<typeof ZRoleRequestForm>;

export const requirementMessages = {
  years: 'Minimum experience must be a whole number of years from 0 to 50',
  saved: 'Requirements saved: the ranking now uses them',
  saveFailed: 'Failed to save the requirements',
} as const;

/**
 * What a role asks of candidates, as matching reads it. The form sends it empty (spec §3);
 * screeners refine it after talking to the company
 * (`PUT /api/admin/applications/{id}/requirements`).
 */
const requirements = {
  requiredExperience: z.coerce
    .number(requirementMessages.years)
    .int(requirementMessages.years)
    .min(0, requirementMessages.years)
    .max(50, requirementMessages.years)
    .default(0),
  requiredCertifications: choices(CERTIFICATIONS, applicationFieldMessages.certifications).default(
    [],
  ),
  requiredExpertise: choices(SECURITY_DOMAINS, applicationFieldMessages.securityDomains).default(
    [],
  ),
  boardExperienceRequired: z.boolean().default(false),
};
export const ZRoleRequirements = z.object(requirements);
export type TRoleRequirements = z.input<typeof ZRoleRequirements>;
export type TRoleRequirementsParsed = z.output<typeof ZRoleRequirements>;

/**
 * `POST /api/applications/role` (spec §7 submit-role-posting): the sent shape. The requirement
 * fields are sent empty by the form; screening may refine them for matching.
 */
export const ZRoleRequest = z
  .object({
    ...company,
    roleTitle: z.string(roleMessages.roleTitle),
    duration: z.literal(ROLE_DURATION).default(ROLE_DURATION),
    workload: z.literal(ROLE_WORKLOAD).default(ROLE_WORKLOAD),
    ...requirements,
    companyTypesServed: choices(COMPANY_SIZES, applicationFieldMessages.companySizes).default([]),
    roleDescription: what,
    ...contact,
  })
  .refine((v) => v.roleTitle === v.roleType, {
    message: roleMessages.roleTitle,
    path: ['roleTitle'],
    when: ({ value }) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Record<string, unknown>).roleType === 'string',
  });
export type TRoleRequest = z.input<typeof ZRoleRequest>;
export type TRoleRequestParsed = z.output<typeof ZRoleRequest>;

/** The sent shape of a parsed form, its fixed fields filled in (spec §3). */
export function toRoleRequest(form: TRoleRequestFormParsed): TRoleRequestParsed {
  const { customRequest, ...rest } = form;
  return {
    ...rest,
    roleTitle: form.roleType,
    duration: ROLE_DURATION,
    workload: ROLE_WORKLOAD,
    requiredExperience: 0,
    requiredCertifications: [],
    requiredExpertise: [],
    boardExperienceRequired: false,
    companyTypesServed: [],
    roleDescription: customRequest,
  };
}
