/** The option lists of the three application forms (spec §3 "Option lists"). */

/** Availability per month; the number of days is what matching compares (spec §3). */
export const AVAILABILITY_OPTIONS = ['4-days', '8-days', '12-days', '16-days', '20-days'] as const;
export type TAvailability = (typeof AVAILABILITY_OPTIONS)[number];
export const AVAILABILITY_LABELS: Record<TAvailability, string> = {
  '4-days': '4 days per month',
  '8-days': '8 days per month',
  '12-days': '12 days per month',
  '16-days': '16 days per month',
  '20-days': '20 days per month (full-time)',
};
export const daysPerMonth = (availability: TAvailability): number =>
  Number.parseInt(availability, 10);

export const CERTIFICATIONS = [
  'CISSP',
  'CISM',
  'CISA',
  'CRISC',
  'CEH',
  'OSCP',
  'CompTIA Security+',
  'ISO 27001 Lead Auditor',
  'CCSP',
  'GSEC',
  'CCISO',
  'GIAC GSLC',
  'Certified Information Security Manager (CISM)',
  'CGEIT',
  'MBA or MSc in Cybersecurity/Information Security',
  'Other',
] as const;
export type TCertification = (typeof CERTIFICATIONS)[number];

export const SECURITY_DOMAINS = [
  'Cloud Security',
  'Network Security',
  'Application Security',
  'Identity & Access Management',
  'Incident Response',
  'Risk Management',
  'Compliance & Governance',
  'Security Architecture',
  'Data Protection',
  'Threat Intelligence',
  'Security Operations',
] as const;
export type TSecurityDomain = (typeof SECURITY_DOMAINS)[number];

/** Industries of the professional and role forms. */
export const INDUSTRIES = [
  'Financial Services',
  'Healthcare',
  'Technology',
  'Retail',
  'Manufacturing',
  'Government',
  'Education',
  'Energy',
  'Telecommunications',
  'Other',
] as const;
export type TIndustry = (typeof INDUSTRIES)[number];

/** Company sizes of the professional and role forms. */
export const COMPANY_SIZES = [
  'Micro (≤10 employees)',
  'Small (≤50 employees)',
  'Medium (≤250 employees)',
  'Large (>250 employees)',
  'AIM Listed',
  'FTSE Listed',
] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

/** Countries of the professional and role forms. */
export const COUNTRIES = [
  'United States',
  'United Kingdom',
  'Canada',
  'Australia',
  'Germany',
  'France',
  'Netherlands',
  'Switzerland',
  'Singapore',
  'United Arab Emirates',
  'Ireland',
  'Spain',
  'Italy',
  'Sweden',
  'Norway',
  'Denmark',
  'Belgium',
  'Austria',
  'New Zealand',
  'Japan',
  'South Korea',
  'Hong Kong',
  'India',
  'Other',
] as const;
export type TCountry = (typeof COUNTRIES)[number];

/** Role types of the role form: the value is sent, the label shown. */
export const ROLE_TYPES = ['fractional', 'advisory'] as const;
export type TRoleType = (typeof ROLE_TYPES)[number];
export const ROLE_TYPE_LABELS: Record<TRoleType, string> = {
  fractional: 'Part Time / Fractional CISO',
  advisory: 'Advisory Role',
};

export const PARTNER_COMPANY_SIZES = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501+ employees',
] as const;
export const PARTNER_TYPES = [
  'Consulting Firm',
  'Managed Security Service Provider',
  'Technology Reseller',
  'Recruitment Agency',
  'Professional Services Firm',
  'Other',
] as const;
export const PARTNER_INDUSTRIES = [
  'Financial Services',
  'Healthcare',
  'Technology',
  'Retail',
  'Manufacturing',
  'Energy',
  'Government',
  'Education',
  'Professional Services',
  'Other',
] as const;
export const PARTNER_COUNTRIES = [
  'United States',
  'United Kingdom',
  'Canada',
  'Australia',
  'Germany',
  'France',
  'Singapore',
  'Netherlands',
  'Other',
] as const;
