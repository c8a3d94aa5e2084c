import {
  BOARD_EXPERIENCE_YES,
  type TCisoApplicationForm,
  type TCisoSubmission,
} from '@contracts/applications/ciso-application';
import type {
  TPartnerApplicationForm,
  TPartnerApplicationParsed,
} from '@contracts/applications/partner-application';
import type { TRoleRequestForm, TRoleRequestParsed } from '@contracts/applications/role-request';

/**
 * What was sent, back as the form holds it, so an application can be changed in its own form:
 * the inverse of `toCisoApplication`, `toRoleRequest` and `toPartnerApplication` (the contracts),
 * so sending an unchanged form sends what was sent.
 */

/**
 * The professional form of a sent application: the years as the number field's text, and
 * `board_experience` back into the checkbox beside the executive experience text. An application
 * sent in the former shape with a board "Yes" kept no text: it starts empty, to be written again.
 */
export function cisoFormValues(sent: TCisoSubmission): TCisoApplicationForm {
  const { board_experience, executive_experience, years_of_experience, photo_url, ...rest } = sent;
  return {
    ...rest,
    photo_url: photo_url ?? '',
    years_of_experience: String(years_of_experience),
    has_board_experience: board_experience === BOARD_EXPERIENCE_YES,
    executive_experience: executive_experience ?? '',
  };
}

/**
 * The role form of a sent request: its own fields, the description as `custom_request`. The fixed
 * fields and the requirements are the form's own again (screening refines them only later, once
 * the request can no longer be changed).
 */
export function roleFormValues(sent: TRoleRequestParsed): TRoleRequestForm {
  return {
    company_name: sent.company_name,
    company_size: sent.company_size,
    industry: sent.industry,
    country: sent.country,
    company_description: sent.company_description,
    role_type: sent.role_type,
    custom_request: sent.role_description,
    compensation_range: sent.compensation_range,
    contact_name: sent.contact_name,
    contact_email: sent.contact_email,
    contact_phone: sent.contact_phone,
  };
}

/** The partner form of a sent application: the same fields, camelCase. */
export function partnerFormValues(sent: TPartnerApplicationParsed): TPartnerApplicationForm {
  return {
    companyName: sent.company_name,
    companySize: sent.company_size,
    partnerType: sent.partner_type,
    companyDescription: sent.company_description,
    targetClients: sent.target_clients,
    industriesServed: sent.industries_served,
    countriesServed: sent.countries_served,
    contactName: sent.contact_name,
    contactEmail: sent.contact_email,
    contactPhone: sent.contact_phone,
    websiteUrl: sent.website_url,
  };
}
