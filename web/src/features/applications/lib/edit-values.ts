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
 * `boardExperience` back into the checkbox beside the executive experience text. An application
 * sent in the former shape with a board "Yes" kept no text: it starts empty, to be written again.
 */
export function cisoFormValues(sent: TCisoSubmission): TCisoApplicationForm {
  const { boardExperience, executiveExperience, yearsOfExperience, photoUrl, ...rest } = sent;
  return {
    ...rest,
    photoUrl: photoUrl ?? '',
    yearsOfExperience: String(yearsOfExperience),
    hasBoardExperience: boardExperience === BOARD_EXPERIENCE_YES,
    executiveExperience: executiveExperience ?? '',
  };
}

/**
 * The role form of a sent request: its own fields, the description as `customRequest`. The fixed
 * fields and the requirements are the form's own again (screening refines them only later, once
 * the request can no longer be changed).
 */
export function roleFormValues(sent: TRoleRequestParsed): TRoleRequestForm {
  return {
    companyName: sent.companyName,
    companySize: sent.companySize,
    industry: sent.industry,
    country: sent.country,
    companyDescription: sent.companyDescription,
    roleType: sent.roleType,
    customRequest: sent.roleDescription,
    compensationRange: sent.compensationRange,
    contactName: sent.contactName,
    contactEmail: sent.contactEmail,
    contactPhone: sent.contactPhone,
  };
}

/** The partner form of a sent application: the same fields, camelCase. */
export function partnerFormValues(sent: TPartnerApplicationParsed): TPartnerApplicationForm {
  return {
    companyName: sent.companyName,
    companySize: sent.companySize,
    partnerType: sent.partnerType,
    companyDescription: sent.companyDescription,
    targetClients: sent.targetClients,
    industriesServed: sent.industriesServed,
    countriesServed: sent.countriesServed,
    contactName: sent.contactName,
    contactEmail: sent.contactEmail,
    contactPhone: sent.contactPhone,
    websiteUrl: sent.websiteUrl,
  };
}
