import * as z from 'zod';
import { boundedText, optionalText } from '../text-fields';
import { choice, choices, email, optionalPhone } from './fields';
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
  company_name: boundedText(roleMessages.companyName, 'Company name', 2, 100),
  company_size: choice(COMPANY_SIZES, roleMessages.companySize),
  industry: choice(INDUSTRIES, roleMessages.industry),
  country: choice(COUNTRIES, roleMessages.country),
  company_description: boundedText(
    roleMessages.companyDescription,
    'Company description',
    100,
    1000,
  ),
  role_type: choice(ROLE_TYPES, roleMessages.roleType),
};
const what = boundedText(roleMessages.customRequest, 'The description', 50, 3000);
const contact = {
  compensation_range: optionalText('The compensation range', 200),
  contact_name: boundedText(roleMessages.contactName, 'Contact name', 2, 100),
  contact_email: email(roleMessages.contactEmail),
  contact_phone: optionalPhone(),
};

/** What the form holds, in the order it shows the fields. */
export const ZRoleRequestForm = z.object({ ...company, custom_request: what, ...contact });
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
  required_experience: z.coerce
    .number(requirementMessages.years)
    .int(requirementMessages.years)
    .min(0, requirementMessages.years)
    .max(50, requirementMessages.years)
    .default(0),
  required_certifications: choices(CERTIFICATIONS, 'Choose certifications from the list').default(
    [],
  ),
  required_expertise: choices(SECURITY_DOMAINS, 'Choose security domains from the list').default(
    [],
  ),
  board_experience_required: z.boolean().default(false),
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
    role_title: z.string(roleMessages.roleTitle),
    duration: z.literal(ROLE_DURATION).default(ROLE_DURATION),
    workload: z.literal(ROLE_WORKLOAD).default(ROLE_WORKLOAD),
    ...requirements,
    company_types_served: choices(COMPANY_SIZES, 'Choose company sizes from the list').default([]),
    role_description: what,
    ...contact,
  })
  .refine((v) => v.role_title === v.role_type, {
    message: roleMessages.roleTitle,
    path: ['role_title'],
    when: ({ value }) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Record<string, unknown>).role_type === 'string',
  });
export type TRoleRequest = z.input<typeof ZRoleRequest>;
export type TRoleRequestParsed = z.output<typeof ZRoleRequest>;

/** The sent shape of a parsed form, its fixed fields filled in (spec §3). */
export function toRoleRequest(form: TRoleRequestFormParsed): TRoleRequestParsed {
  const { custom_request, ...rest } = form;
  return {
    ...rest,
    role_title: form.role_type,
    duration: ROLE_DURATION,
    workload: ROLE_WORKLOAD,
    required_experience: 0,
    required_certifications: [],
    required_expertise: [],
    board_experience_required: false,
    company_types_served: [],
    role_description: custom_request,
  };
}
