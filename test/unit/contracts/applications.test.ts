import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { submissionMessages } from '@contracts/applications/application';
import {
  BOARD_EXPERIENCE_NO,
  BOARD_EXPERIENCE_YES,
  cisoSubmissionOf,
  cisoMessages,
  hasBoardExperience,
  toCisoApplication,
  ZCisoApplication,
  ZCisoApplicationForm,
} from '@contracts/applications/ciso-application';
import { EMAIL_MAX, phoneMessages } from '@contracts/applications/fields';
import { AVAILABILITY_OPTIONS, ROLE_TYPES } from '@contracts/applications/options';
import {
  partnerMessages,
  toPartnerApplication,
  ZPartnerApplication,
  ZPartnerApplicationForm,
} from '@contracts/applications/partner-application';
import {
  MAX_PHOTO_BYTES,
  PHOTO_ACCEPT,
  photoMessages,
  photoProblem,
  ZPhotoPath,
  ZPhotoUploadRequest,
} from '@contracts/applications/photo';
import {
  ROLE_DURATION,
  ROLE_WORKLOAD,
  roleMessages,
  toRoleRequest,
  ZRoleRequest,
  ZRoleRequestForm,
} from '@contracts/applications/role-request';

/** The first rule's message, as the "Validation Error" toast and the API's 400 show it. */
const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

const text = (length: number) => 'x'.repeat(length);
/** A valid address of exactly `length` characters (at least 20). */
const emailOf = (length: number) => {
  const domain = `${'d'.repeat(length - 64 - 1 - 4 - 64)}.${'e'.repeat(63)}.com`;
  const address = `${'a'.repeat(64)}@${domain}`;
  expect(address).toHaveLength(length);
  return address;
};

const ciso = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'United Kingdom',
  linkedin_url: 'https://www.linkedin.com/in/ada',
  phone: '+44 20 7946 0000',
  years_of_experience: '15',
  has_board_experience: false,
  executive_experience: text(60),
  certifications: ['CISSP', 'CISM'],
  key_achievements: text(120),
  security_domains: ['Cloud Security'],
  industries_served: ['Healthcare'],
  company_sizes: ['FTSE Listed'],
  availability: '8-days',
  hourly_rate: '£150',
};

const role = {
  company_name: 'Acme Health',
  company_size: 'Medium (≤250 employees)',
  industry: 'Healthcare',
  country: 'Ireland',
  company_description: text(150),
  role_type: 'fractional',
  custom_request: text(80),
  compensation_range: '£900 per day',
  contact_name: 'Grace Hopper',
  contact_email: 'grace@acme.example',
  contact_phone: '',
};

const partner = {
  companyName: 'Shield Partners',
  companySize: '11-50 employees',
  partnerType: 'Consulting Firm',
  companyDescription: text(60),
  targetClients: text(70),
  industriesServed: ['Technology'],
  countriesServed: ['Canada', 'Other'],
  contactName: 'Alan Turing',
  contactEmail: 'alan@shield.example',
  contactPhone: '',
  websiteUrl: 'https://shield.example.com',
};

describe('professional form (spec §5)', () => {
  const check = (change: Record<string, unknown>) =>
    first(ZCisoApplicationForm, { ...ciso, ...change });

  it('accepts a complete form, trimmed and with its number read', () => {
    const parsed = ZCisoApplicationForm.parse({ ...ciso, full_name: '  Ada Lovelace ' });
    expect(parsed.full_name).toBe('Ada Lovelace');
    expect(parsed.years_of_experience).toBe(15);
    expect(parsed.photo_url).toBeNull();
  });

  it.each([
    [1, cisoMessages.fullName],
    [2, undefined],
    [100, undefined],
    [101, 'Name must be at most 100 characters'],
  ])('full_name of %i characters: %s', (length, message) => {
    expect(check({ full_name: text(length) })).toBe(message);
  });

  it('reads a blank name as too short: "Name must be at least 2 characters"', () => {
    expect(check({ full_name: '   ' })).toBe('Name must be at least 2 characters');
  });

  it('needs a valid email of at most 255 characters', () => {
    expect(check({ email: 'ada.example.com' })).toBe(cisoMessages.email);
    expect(check({ email: '' })).toBe(cisoMessages.email);
    expect(check({ email: emailOf(EMAIL_MAX) })).toBeUndefined();
    expect(check({ email: emailOf(EMAIL_MAX + 1) })).toBe('Email must be at most 255 characters');
  });

  it('needs a country from the list: "Please select a country"', () => {
    expect(check({ country: '' })).toBe('Please select a country');
    expect(check({ country: 'Atlantis' })).toBe(cisoMessages.country);
    expect(check({ country: undefined })).toBe(cisoMessages.country);
  });

  it('takes an optional LinkedIn address that must be a URL: "Invalid LinkedIn URL"', () => {
    expect(check({ linkedin_url: '' })).toBeUndefined();
    expect(check({ linkedin_url: undefined })).toBeUndefined();
    expect(check({ linkedin_url: 'linkedin.com/in/ada' })).toBe('Invalid LinkedIn URL');
    expect(check({ linkedin_url: 'ftp://linkedin.com/in/ada' })).toBe(cisoMessages.linkedinUrl);
  });

  it.each([
    [9, phoneMessages.tooShort],
    [10, undefined],
    [20, undefined],
    [21, 'Phone number must be at most 20 characters'],
  ])('phone of %i digits: %s', (length, message) => {
    expect(check({ phone: '1'.repeat(length) })).toBe(message);
  });

  it('leaves the phone optional, and names its first rule as the spec does', () => {
    expect(check({ phone: '' })).toBeUndefined();
    expect(check({ phone: undefined })).toBeUndefined();
    expect(phoneMessages.tooShort).toBe('Phone number must be at least 10 digits');
    expect(check({ phone: '020 7946 000x' })).toBe(phoneMessages.characters);
  });

  it.each([
    [0, cisoMessages.years],
    [1, undefined],
    [50, undefined],
    [51, cisoMessages.yearsMax],
  ])('years_of_experience %i: %s', (years, message) => {
    expect(check({ years_of_experience: years })).toBe(message);
    expect(check({ years_of_experience: String(years) })).toBe(message);
  });

  it('reads an empty or fractional experience as the experience rule', () => {
    expect(cisoMessages.years).toBe('Experience must be at least 1 year');
    expect(check({ years_of_experience: '' })).toBe(cisoMessages.years);
    expect(check({ years_of_experience: 'ten' })).toBe(cisoMessages.years);
    expect(check({ years_of_experience: 2.5 })).toBe(cisoMessages.yearsWhole);
  });

  it.each([
    [49, cisoMessages.executiveExperience],
    [50, undefined],
    [2000, undefined],
    [2001, 'Executive experience must be at most 2,000 characters'],
  ])('executive_experience of %i characters: %s', (length, message) => {
    expect(check({ executive_experience: text(length) })).toBe(message);
  });

  it('asks for the executive experience even with the board box ticked', () => {
    expect(check({ has_board_experience: true, executive_experience: text(49) })).toBe(
      'Please provide detailed executive experience (minimum 50 characters)',
    );
  });

  it.each([
    [99, cisoMessages.keyAchievements],
    [100, undefined],
    [3000, undefined],
    [3001, 'Key achievements must be at most 3,000 characters'],
  ])('key_achievements of %i characters: %s', (length, message) => {
    expect(check({ key_achievements: text(length) })).toBe(message);
  });

  it('states the achievements rule as the spec does', () => {
    expect(cisoMessages.keyAchievements).toBe(
      'Please provide detailed achievements (minimum 100 characters)',
    );
  });

  it('needs an availability from the list: "Please select availability"', () => {
    expect(check({ availability: undefined })).toBe('Please select availability');
    expect(check({ availability: null })).toBe(cisoMessages.availability);
    expect(check({ availability: '3-days' })).toBe(cisoMessages.availability);
    for (const availability of AVAILABILITY_OPTIONS)
      expect(check({ availability })).toBeUndefined();
  });

  it('leaves the hourly rate and every list optional', () => {
    const parsed = ZCisoApplicationForm.parse({
      ...ciso,
      hourly_rate: undefined,
      certifications: undefined,
      security_domains: undefined,
      industries_served: undefined,
      company_sizes: undefined,
    });
    expect(parsed.hourly_rate).toBe('');
    expect(parsed.certifications).toEqual([]);
    expect(parsed.company_sizes).toEqual([]);
  });

  it('keeps each choice once and refuses one not on the list', () => {
    expect(
      ZCisoApplicationForm.parse({ ...ciso, certifications: ['CISM', 'CISM'] }).certifications,
    ).toEqual(['CISM']);
    expect(check({ security_domains: ['Quantum Security'] })).toBe('Choose from the list');
  });

  it('reports the rules in the order the form shows the fields', () => {
    const order = [
      ['full_name', 'A', 'Ada Lovelace', cisoMessages.fullName],
      ['email', 'nope', 'ada@example.com', cisoMessages.email],
      ['country', '', 'France', cisoMessages.country],
      ['linkedin_url', 'nope', '', cisoMessages.linkedinUrl],
      ['phone', '123', '', phoneMessages.tooShort],
      ['years_of_experience', '0', '3', cisoMessages.years],
      ['executive_experience', 'short', text(50), cisoMessages.executiveExperience],
      ['key_achievements', 'short', text(100), cisoMessages.keyAchievements],
      ['availability', '', '4-days', cisoMessages.availability],
    ] as const;
    const form: Record<string, unknown> = {
      ...ciso,
      ...Object.fromEntries(order.map(([name, bad]) => [name, bad])),
    };
    for (const [name, , good, message] of order) {
      expect(first(ZCisoApplicationForm, form)).toBe(message);
      form[name] = good;
    }
    expect(first(ZCisoApplicationForm, form)).toBeUndefined();
  });
});

describe('the professional application as sent (spec §3)', () => {
  const form = ZCisoApplicationForm.parse(ciso);

  it('sends "Yes" for board experience when the box is ticked, and keeps the text', () => {
    const sent = toCisoApplication({ ...form, has_board_experience: true });
    expect(sent.board_experience).toBe(BOARD_EXPERIENCE_YES);
    expect(BOARD_EXPERIENCE_YES).toBe('Yes');
    expect(sent.executive_experience).toBe(ciso.executive_experience);
    expect(hasBoardExperience(sent)).toBe(true);
  });

  it('sends "No" and the executive experience text when it is not', () => {
    const sent = toCisoApplication(form);
    expect(sent.board_experience).toBe(BOARD_EXPERIENCE_NO);
    expect(sent.executive_experience).toBe(ciso.executive_experience);
    expect(hasBoardExperience(sent)).toBe(false);
  });

  it('sends the spec fields and the executive text: no checkbox', () => {
    expect(Object.keys(toCisoApplication(form)).sort()).toEqual(
      [
        'photo_url',
        'full_name',
        'email',
        'country',
        'linkedin_url',
        'phone',
        'years_of_experience',
        'board_experience',
        'executive_experience',
        'certifications',
        'key_achievements',
        'security_domains',
        'industries_served',
        'company_sizes',
        'availability',
        'hourly_rate',
      ].sort(),
    );
  });

  it('parses through the API schema unchanged, and again to the same', () => {
    for (const has_board_experience of [true, false]) {
      const sent = toCisoApplication({ ...form, has_board_experience });
      const once = ZCisoApplication.parse(sent);
      expect(once).toEqual(sent);
      expect(ZCisoApplication.parse(once)).toEqual(once);
    }
    const withPhoto = { ...toCisoApplication(form), photo_url: 'user-1/1767225600000.webp' };
    expect(ZCisoApplication.parse(withPhoto)).toEqual(withPhoto);
  });

  it('asks for the executive experience text whatever the board answer', () => {
    const sent = toCisoApplication({ ...form, has_board_experience: true });
    expect(first(ZCisoApplication, { ...sent, executive_experience: text(49) })).toBe(
      cisoMessages.executiveExperience,
    );
    const { executive_experience: _none, ...without } = sent;
    expect(first(ZCisoApplication, { ...without, board_experience: 'Yes' })).toBe(
      cisoMessages.executiveExperience,
    );
  });

  it('reads a body of the former shape (the text as board experience) as the text, not ticked', () => {
    const { executive_experience, ...former } = toCisoApplication(form);
    expect(ZCisoApplication.parse({ ...former, board_experience: executive_experience })).toEqual({
      ...former,
      board_experience: BOARD_EXPERIENCE_NO,
      executive_experience,
    });
    expect(first(ZCisoApplication, { ...former, board_experience: text(49) })).toBe(
      cisoMessages.executiveExperience,
    );
    expect(first(ZCisoApplication, { ...former, board_experience: 'yes' })).toBe(
      cisoMessages.executiveExperience,
    );
  });

  it('reads a stored application of either shape for the screens', () => {
    const sent = toCisoApplication({ ...form, has_board_experience: true });
    expect(cisoSubmissionOf(sent)).toEqual(sent);
    const { executive_experience, ...former } = sent;
    expect(cisoSubmissionOf({ ...former, board_experience: 'Yes' })).toEqual({
      ...former,
      board_experience: 'Yes',
      executive_experience: null,
    });
    expect(cisoSubmissionOf({ ...former, board_experience: executive_experience })).toEqual({
      ...former,
      board_experience: 'No',
      executive_experience,
    });
  });
});

describe('role form (spec §5)', () => {
  const check = (change: Record<string, unknown>) =>
    first(ZRoleRequestForm, { ...role, ...change });

  it('accepts a complete form', () => {
    expect(check({})).toBeUndefined();
  });

  it.each([
    [1, roleMessages.companyName],
    [2, undefined],
    [100, undefined],
    [101, 'Company name must be at most 100 characters'],
  ])('company_name of %i characters: %s', (length, message) => {
    expect(check({ company_name: text(length) })).toBe(message);
  });

  it('needs a company size, industry and country from the lists', () => {
    expect(check({ company_size: '' })).toBe('Please select company size');
    expect(check({ company_size: '1-10 employees' })).toBe(roleMessages.companySize);
    expect(check({ industry: '' })).toBe('Please select industry');
    expect(check({ industry: 'Professional Services' })).toBe(roleMessages.industry);
    expect(check({ country: '' })).toBe('Please select country');
  });

  it.each([
    [99, roleMessages.companyDescription],
    [100, undefined],
    [1000, undefined],
    [1001, 'Company description must be at most 1,000 characters'],
  ])('company_description of %i characters: %s', (length, message) => {
    expect(check({ company_description: text(length) })).toBe(message);
  });

  it('needs a role type: "Please select role type"', () => {
    expect(check({ role_type: '' })).toBe('Please select role type');
    expect(check({ role_type: 'full-time' })).toBe(roleMessages.roleType);
    for (const role_type of ROLE_TYPES) expect(check({ role_type })).toBeUndefined();
  });

  it.each([
    [49, roleMessages.customRequest],
    [50, undefined],
    [3000, undefined],
    [3001, 'The description must be at most 3,000 characters'],
  ])('custom_request of %i characters: %s', (length, message) => {
    expect(check({ custom_request: text(length) })).toBe(message);
  });

  it('states its rules as the spec does', () => {
    expect(roleMessages.companyName).toBe('Company name must be at least 2 characters');
    expect(roleMessages.companyDescription).toBe(
      'Please provide detailed company description (minimum 100 characters)',
    );
    expect(roleMessages.customRequest).toBe(
      "Please describe what you're trying to achieve (minimum 50 characters)",
    );
    expect(roleMessages.contactName).toBe('Contact name must be at least 2 characters');
  });

  it('leaves the compensation range optional', () => {
    expect(
      ZRoleRequestForm.parse({ ...role, compensation_range: undefined }).compensation_range,
    ).toBe('');
  });

  it.each([
    [1, roleMessages.contactName],
    [2, undefined],
    [100, undefined],
    [101, 'Contact name must be at most 100 characters'],
  ])('contact_name of %i characters: %s', (length, message) => {
    expect(check({ contact_name: text(length) })).toBe(message);
  });

  it('needs a valid contact email of at most 255 characters', () => {
    expect(check({ contact_email: 'grace' })).toBe(roleMessages.contactEmail);
    expect(check({ contact_email: emailOf(255) })).toBeUndefined();
    expect(check({ contact_email: emailOf(256) })).toBe('Email must be at most 255 characters');
  });

  it.each([
    [9, phoneMessages.tooShort],
    [10, undefined],
    [20, undefined],
    [21, phoneMessages.tooLong],
  ])('contact_phone of %i digits: %s', (length, message) => {
    expect(check({ contact_phone: '2'.repeat(length) })).toBe(message);
  });

  it('reports the rules in the order the form shows the fields', () => {
    const order = [
      ['company_name', 'A', 'Acme', roleMessages.companyName],
      ['company_size', '', 'AIM Listed', roleMessages.companySize],
      ['industry', '', 'Energy', roleMessages.industry],
      ['country', '', 'Japan', roleMessages.country],
      ['company_description', 'short', text(100), roleMessages.companyDescription],
      ['role_type', '', 'advisory', roleMessages.roleType],
      ['custom_request', 'short', text(50), roleMessages.customRequest],
      ['contact_name', 'G', 'Grace', roleMessages.contactName],
      ['contact_email', 'grace', 'grace@acme.example', roleMessages.contactEmail],
      ['contact_phone', '123', '', phoneMessages.tooShort],
    ] as const;
    const form: Record<string, unknown> = {
      ...role,
      ...Object.fromEntries(order.map(([name, bad]) => [name, bad])),
    };
    for (const [name, , good, message] of order) {
      expect(first(ZRoleRequestForm, form)).toBe(message);
      form[name] = good;
    }
    expect(first(ZRoleRequestForm, form)).toBeUndefined();
  });
});

describe('the role request as sent (spec §3)', () => {
  const form = ZRoleRequestForm.parse({ ...role, role_type: 'advisory' });
  const sent = toRoleRequest(form);

  it('fills the fixed fields and takes the title from the role type', () => {
    expect(sent).toMatchObject({
      role_title: 'advisory',
      role_type: 'advisory',
      duration: 'Custom Request',
      workload: 'As discussed',
      required_experience: 0,
      required_certifications: [],
      required_expertise: [],
      board_experience_required: false,
      company_types_served: [],
      role_description: role.custom_request,
    });
    expect(ROLE_DURATION).toBe('Custom Request');
    expect(ROLE_WORKLOAD).toBe('As discussed');
  });

  it('sends the "what are you trying to achieve" text as the role description only', () => {
    expect(sent).not.toHaveProperty('custom_request');
    expect(sent.role_description).toBe(form.custom_request);
    expect(sent).toMatchObject({
      company_name: role.company_name,
      company_size: role.company_size,
      industry: role.industry,
      country: role.country,
      company_description: role.company_description,
      compensation_range: role.compensation_range,
      contact_name: role.contact_name,
      contact_email: role.contact_email,
      contact_phone: '',
    });
  });

  it('parses through the API schema unchanged, and again to the same', () => {
    const once = ZRoleRequest.parse(sent);
    expect(once).toEqual(sent);
    expect(ZRoleRequest.parse(once)).toEqual(once);
  });

  it('refuses a title that is not the role type', () => {
    expect(first(ZRoleRequest, { ...sent, role_title: 'fractional' })).toBe(roleMessages.roleTitle);
  });
});

describe('partner form (spec §5)', () => {
  const check = (change: Record<string, unknown>) =>
    first(ZPartnerApplicationForm, { ...partner, ...change });

  it('accepts a complete form', () => {
    expect(check({})).toBeUndefined();
  });

  it.each([
    [1, partnerMessages.companyName],
    [2, undefined],
    [100, undefined],
    [101, 'Company name must be at most 100 characters'],
  ])('companyName of %i characters: %s', (length, message) => {
    expect(check({ companyName: text(length) })).toBe(message);
  });

  it('needs a company size and a partner type from the lists', () => {
    expect(check({ companySize: '' })).toBe('Please select company size');
    expect(check({ companySize: 'Micro (≤10 employees)' })).toBe(partnerMessages.companySize);
    expect(check({ partnerType: '' })).toBe('Please select partner type');
  });

  it.each([
    [49, 'Please provide at least 50 characters'],
    [50, undefined],
    [2000, undefined],
    [2001, 'Company description must be at most 2,000 characters'],
  ])('companyDescription of %i characters: %s', (length, message) => {
    expect(check({ companyDescription: text(length) })).toBe(message);
  });

  it.each([
    [49, 'Please describe your target clients (min 50 characters)'],
    [50, undefined],
    [2000, undefined],
    [2001, 'Target clients must be at most 2,000 characters'],
  ])('targetClients of %i characters: %s', (length, message) => {
    expect(check({ targetClients: text(length) })).toBe(message);
  });

  it('needs at least one industry and one country', () => {
    expect(check({ industriesServed: [] })).toBe('Select at least one industry');
    expect(check({ industriesServed: undefined })).toBe(partnerMessages.industries);
    expect(check({ industriesServed: ['Professional Services'] })).toBeUndefined();
    expect(check({ countriesServed: [] })).toBe('Select at least one country');
    expect(check({ countriesServed: ['Singapore'] })).toBeUndefined();
    expect(check({ countriesServed: ['Japan'] })).toBe('Choose from the list');
  });

  it('needs a contact name of at least 2 characters', () => {
    expect(check({ contactName: 'A' })).toBe('Contact name is required');
    expect(check({ contactName: '' })).toBe(partnerMessages.contactName);
    expect(check({ contactName: 'Al' })).toBeUndefined();
  });

  it('needs a valid contact email: "Valid email is required"', () => {
    expect(check({ contactEmail: 'alan' })).toBe('Valid email is required');
    expect(check({ contactEmail: '' })).toBe(partnerMessages.contactEmail);
  });

  it('leaves the contact phone optional', () => {
    expect(check({ contactPhone: undefined })).toBeUndefined();
    expect(check({ contactPhone: '+1 555 0100' })).toBeUndefined();
  });

  it('takes an optional website that must be a URL: "Valid URL is required"', () => {
    expect(check({ websiteUrl: '' })).toBeUndefined();
    expect(check({ websiteUrl: undefined })).toBeUndefined();
    expect(check({ websiteUrl: 'shield partners' })).toBe('Valid URL is required');
    expect(check({ websiteUrl: 'http://shield.example' })).toBeUndefined();
  });

  it('reports the rules in the order of the spec', () => {
    const order = [
      ['companyName', 'S', 'Shield', partnerMessages.companyName],
      ['companySize', '', '501+ employees', partnerMessages.companySize],
      ['partnerType', '', 'Other', partnerMessages.partnerType],
      ['companyDescription', 'short', text(50), partnerMessages.companyDescription],
      ['targetClients', 'short', text(50), partnerMessages.targetClients],
      ['industriesServed', [], ['Energy'], partnerMessages.industries],
      ['countriesServed', [], ['France'], partnerMessages.countries],
      ['contactName', 'A', 'Alan', partnerMessages.contactName],
      ['contactEmail', 'alan', 'alan@shield.example', partnerMessages.contactEmail],
      ['websiteUrl', 'nope', '', partnerMessages.websiteUrl],
    ] as const;
    const form: Record<string, unknown> = {
      ...partner,
      ...Object.fromEntries(order.map(([name, bad]) => [name, bad])),
    };
    for (const [name, , good, message] of order) {
      expect(first(ZPartnerApplicationForm, form)).toBe(message);
      form[name] = good;
    }
    expect(first(ZPartnerApplicationForm, form)).toBeUndefined();
  });
});

describe('the partner application as sent (spec §3)', () => {
  const form = ZPartnerApplicationForm.parse(partner);
  const sent = toPartnerApplication(form);

  it('sends every field under its snake_case name', () => {
    expect(sent).toEqual({
      company_name: partner.companyName,
      company_size: partner.companySize,
      partner_type: partner.partnerType,
      company_description: partner.companyDescription,
      target_clients: partner.targetClients,
      industries_served: partner.industriesServed,
      countries_served: partner.countriesServed,
      contact_name: partner.contactName,
      contact_email: partner.contactEmail,
      contact_phone: '',
      website_url: partner.websiteUrl,
    });
  });

  it('parses through the API schema unchanged, and again to the same', () => {
    const once = ZPartnerApplication.parse(sent);
    expect(once).toEqual(sent);
    expect(ZPartnerApplication.parse(once)).toEqual(once);
  });

  it('applies the same rules on the API side', () => {
    expect(first(ZPartnerApplication, { ...sent, industries_served: [] })).toBe(
      partnerMessages.industries,
    );
    expect(first(ZPartnerApplication, { ...sent, website_url: 'nope' })).toBe(
      partnerMessages.websiteUrl,
    );
  });
});

describe('applicant photo (spec §5 Photo)', () => {
  const photo = (type: string, size: number) => ({ type, size });

  it('accepts JPG, PNG and WEBP up to 5 MB', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem(photo(type, MAX_PHOTO_BYTES))).toBeUndefined();
    expect(MAX_PHOTO_BYTES).toBe(5 * 1024 * 1024);
  });

  it('refuses a photo over 5 MB: "Photo must be less than 5MB"', () => {
    expect(photoProblem(photo('image/png', MAX_PHOTO_BYTES + 1))).toBe(
      'Photo must be less than 5MB',
    );
    expect(photoMessages.tooLargeTitle).toBe('File too large');
  });

  it('refuses other types first, then an empty file', () => {
    expect(photoProblem(photo('image/gif', 10))).toBe(photoMessages.type);
    expect(photoProblem(photo('application/pdf', MAX_PHOTO_BYTES + 1))).toBe(photoMessages.type);
    expect(photoProblem(photo('', 10))).toBe(photoMessages.type);
    expect(photoProblem(photo('image/jpeg', 0))).toBe(photoMessages.empty);
  });

  it('asks for an upload of at most 5 MB, of an accepted type', () => {
    const request = (contentType: string, size: number) =>
      first(ZPhotoUploadRequest, { contentType, size });
    expect(request('image/webp', MAX_PHOTO_BYTES)).toBeUndefined();
    expect(request('image/webp', MAX_PHOTO_BYTES + 1)).toBe(photoMessages.tooLarge);
    expect(request('image/webp', 0)).toBe(photoMessages.empty);
    expect(request('image/svg+xml', 10)).toBe(photoMessages.type);
    expect(first(ZPhotoUploadRequest, 'photo.png')).toBe(photoMessages.type);
  });

  it('sends the stored path or none, never another address', () => {
    expect(ZPhotoPath.parse('')).toBeNull();
    expect(ZPhotoPath.parse(undefined)).toBeNull();
    expect(ZPhotoPath.parse(null)).toBeNull();
    expect(ZPhotoPath.parse('0b7e-41/1767225600000.png')).toBe('0b7e-41/1767225600000.png');
    expect(first(ZPhotoPath, 'https://evil.example/photo.png')).toBe(photoMessages.path);
    expect(first(ZPhotoPath, '../other/1767225600000.png')).toBe(photoMessages.path);
  });
});

describe('submission messages (spec §6, §8)', () => {
  it('says what a signed-out visitor and a failed submit see', () => {
    expect(submissionMessages).toMatchObject({
      testingMode: 'Testing Mode',
      testingModeDescription: 'Authentication required to submit. Form validation passed!',
      authRequired: 'Authentication Required',
      authRequiredDescription: 'Please sign in to submit your application',
      failed: 'Submission Failed',
      failedDescription: 'Please try again later',
    });
    expect(partnerMessages.failedDescription).toBe('Something went wrong. Please try again.');
  });

  it('names the success toasts and busy labels of the three forms', () => {
    expect([cisoMessages.submitted, cisoMessages.submittedDescription]).toEqual([
      'Application Submitted!',
      "Thanks for applying! We'll review your application and be in touch soon.",
    ]);
    expect([roleMessages.submitted, roleMessages.submittedDescription]).toEqual([
      'Role Posted Successfully!',
      "We'll review your posting and match you with qualified candidates.",
    ]);
    expect([partnerMessages.submitted, partnerMessages.submittedDescription]).toEqual([
      'Application Submitted!',
      "We'll review your application and get back to you soon.",
    ]);
    expect([cisoMessages.submitting, roleMessages.submitting, partnerMessages.submitting]).toEqual([
      'Submitting Application...',
      'Submitting Role...',
      'Submitting...',
    ]);
  });
});
