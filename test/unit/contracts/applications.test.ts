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
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'United Kingdom',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  phone: '+44 20 7946 0000',
  yearsOfExperience: '15',
  hasBoardExperience: false,
  executiveExperience: text(60),
  certifications: ['CISSP', 'CISM'],
  keyAchievements: text(120),
  securityDomains: ['Cloud Security'],
  industriesServed: ['Healthcare'],
  companySizes: ['FTSE Listed'],
  availability: '8-days',
  hourlyRate: '£150',
};

const role = {
  companyName: 'Acme Health',
  companySize: 'Medium (≤250 employees)',
  industry: 'Healthcare',
  country: 'Ireland',
  companyDescription: text(150),
  roleType: 'fractional',
  customRequest: text(80),
  compensationRange: '£900 per day',
  contactName: 'Grace Hopper',
  contactEmail: 'grace@acme.example',
  contactPhone: '',
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
    const parsed = ZCisoApplicationForm.parse({ ...ciso, fullName: '  Ada Lovelace ' });
    expect(parsed.fullName).toBe('Ada Lovelace');
    expect(parsed.yearsOfExperience).toBe(15);
    expect(parsed.photoUrl).toBeNull();
  });

  it.each([
    [1, cisoMessages.fullName],
    [2, undefined],
    [100, undefined],
    [101, 'Name must be at most 100 characters'],
  ])('fullName of %i characters: %s', (length, message) => {
    expect(check({ fullName: text(length) })).toBe(message);
  });

  it('reads a blank name as too short: "Name must be at least 2 characters"', () => {
    expect(check({ fullName: '   ' })).toBe('Name must be at least 2 characters');
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
    expect(check({ linkedinUrl: '' })).toBeUndefined();
    expect(check({ linkedinUrl: undefined })).toBeUndefined();
    expect(check({ linkedinUrl: 'linkedin.com/in/ada' })).toBe('Invalid LinkedIn URL');
    expect(check({ linkedinUrl: 'ftp://linkedin.com/in/ada' })).toBe(cisoMessages.linkedinUrl);
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
  ])('yearsOfExperience %i: %s', (years, message) => {
    expect(check({ yearsOfExperience: years })).toBe(message);
    expect(check({ yearsOfExperience: String(years) })).toBe(message);
  });

  it('reads an empty or fractional experience as the experience rule', () => {
    expect(cisoMessages.years).toBe('Experience must be at least 1 year');
    expect(check({ yearsOfExperience: '' })).toBe(cisoMessages.years);
    expect(check({ yearsOfExperience: 'ten' })).toBe(cisoMessages.years);
    expect(check({ yearsOfExperience: 2.5 })).toBe(cisoMessages.yearsWhole);
  });

  it.each([
    [49, cisoMessages.executiveExperience],
    [50, undefined],
    [2000, undefined],
    [2001, 'Executive experience must be at most 2,000 characters'],
  ])('executiveExperience of %i characters: %s', (length, message) => {
    expect(check({ executiveExperience: text(length) })).toBe(message);
  });

  it('asks for the executive experience even with the board box ticked', () => {
    expect(check({ hasBoardExperience: true, executiveExperience: text(49) })).toBe(
      'Please provide detailed executive experience (minimum 50 characters)',
    );
  });

  it.each([
    [99, cisoMessages.keyAchievements],
    [100, undefined],
    [3000, undefined],
    [3001, 'Key achievements must be at most 3,000 characters'],
  ])('keyAchievements of %i characters: %s', (length, message) => {
    expect(check({ keyAchievements: text(length) })).toBe(message);
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
      hourlyRate: undefined,
      certifications: undefined,
      securityDomains: undefined,
      industriesServed: undefined,
      companySizes: undefined,
    });
    expect(parsed.hourlyRate).toBe('');
    expect(parsed.certifications).toEqual([]);
    expect(parsed.companySizes).toEqual([]);
  });

  it('keeps each choice once and refuses one not on the list', () => {
    expect(
      ZCisoApplicationForm.parse({ ...ciso, certifications: ['CISM', 'CISM'] }).certifications,
    ).toEqual(['CISM']);
    expect(check({ securityDomains: ['Quantum Security'] })).toBe('Choose from the list');
  });

  it('reports the rules in the order the form shows the fields', () => {
    const order = [
      ['fullName', 'A', 'Ada Lovelace', cisoMessages.fullName],
      ['email', 'nope', 'ada@example.com', cisoMessages.email],
      ['country', '', 'France', cisoMessages.country],
      ['linkedinUrl', 'nope', '', cisoMessages.linkedinUrl],
      ['phone', '123', '', phoneMessages.tooShort],
      ['yearsOfExperience', '0', '3', cisoMessages.years],
      ['executiveExperience', 'short', text(50), cisoMessages.executiveExperience],
      ['keyAchievements', 'short', text(100), cisoMessages.keyAchievements],
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
    const sent = toCisoApplication({ ...form, hasBoardExperience: true });
    expect(sent.boardExperience).toBe(BOARD_EXPERIENCE_YES);
    expect(BOARD_EXPERIENCE_YES).toBe('Yes');
    expect(sent.executiveExperience).toBe(ciso.executiveExperience);
    expect(hasBoardExperience(sent)).toBe(true);
  });

  it('sends "No" and the executive experience text when it is not', () => {
    const sent = toCisoApplication(form);
    expect(sent.boardExperience).toBe(BOARD_EXPERIENCE_NO);
    expect(sent.executiveExperience).toBe(ciso.executiveExperience);
    expect(hasBoardExperience(sent)).toBe(false);
  });

  it('sends the spec fields and the executive text: no checkbox', () => {
    expect(Object.keys(toCisoApplication(form)).sort()).toEqual(
      [
        'photoUrl',
        'fullName',
        'email',
        'country',
        'linkedinUrl',
        'phone',
        'yearsOfExperience',
        'boardExperience',
        'executiveExperience',
        'certifications',
        'keyAchievements',
        'securityDomains',
        'industriesServed',
        'companySizes',
        'availability',
        'hourlyRate',
      ].sort(),
    );
  });

  it('parses through the API schema unchanged, and again to the same', () => {
    for (const hasBoardExperience of [true, false]) {
      const sent = toCisoApplication({ ...form, hasBoardExperience });
      const once = ZCisoApplication.parse(sent);
      expect(once).toEqual(sent);
      expect(ZCisoApplication.parse(once)).toEqual(once);
    }
    const withPhoto = { ...toCisoApplication(form), photoUrl: 'user-1/1767225600000.webp' };
    expect(ZCisoApplication.parse(withPhoto)).toEqual(withPhoto);
  });

  it('asks for the executive experience text whatever the board answer', () => {
    const sent = toCisoApplication({ ...form, hasBoardExperience: true });
    expect(first(ZCisoApplication, { ...sent, executiveExperience: text(49) })).toBe(
      cisoMessages.executiveExperience,
    );
    const { executiveExperience: _none, ...without } = sent;
    expect(first(ZCisoApplication, { ...without, boardExperience: 'Yes' })).toBe(
      cisoMessages.executiveExperience,
    );
  });

  it('reads a body of the former shape (the text as board experience) as the text, not ticked', () => {
    const { executiveExperience, ...former } = toCisoApplication(form);
    expect(ZCisoApplication.parse({ ...former, boardExperience: executiveExperience })).toEqual({
      ...former,
      boardExperience: BOARD_EXPERIENCE_NO,
      executiveExperience,
    });
    expect(first(ZCisoApplication, { ...former, boardExperience: text(49) })).toBe(
      cisoMessages.executiveExperience,
    );
    expect(first(ZCisoApplication, { ...former, boardExperience: 'yes' })).toBe(
      cisoMessages.executiveExperience,
    );
  });

  it('reads a stored application of either shape for the screens', () => {
    const sent = toCisoApplication({ ...form, hasBoardExperience: true });
    expect(cisoSubmissionOf(sent)).toEqual(sent);
    const { executiveExperience, ...former } = sent;
    expect(cisoSubmissionOf({ ...former, boardExperience: 'Yes' })).toEqual({
      ...former,
      boardExperience: 'Yes',
      executiveExperience: null,
    });
    expect(cisoSubmissionOf({ ...former, boardExperience: executiveExperience })).toEqual({
      ...former,
      boardExperience: 'No',
      executiveExperience,
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
  ])('companyName of %i characters: %s', (length, message) => {
    expect(check({ companyName: text(length) })).toBe(message);
  });

  it('needs a company size, industry and country from the lists', () => {
    expect(check({ companySize: '' })).toBe('Please select company size');
    expect(check({ companySize: '1-10 employees' })).toBe(roleMessages.companySize);
    expect(check({ industry: '' })).toBe('Please select industry');
    expect(check({ industry: 'Professional Services' })).toBe(roleMessages.industry);
    expect(check({ country: '' })).toBe('Please select country');
  });

  it.each([
    [99, roleMessages.companyDescription],
    [100, undefined],
    [1000, undefined],
    [1001, 'Company description must be at most 1,000 characters'],
  ])('companyDescription of %i characters: %s', (length, message) => {
    expect(check({ companyDescription: text(length) })).toBe(message);
  });

  it('needs a role type: "Please select role type"', () => {
    expect(check({ roleType: '' })).toBe('Please select role type');
    expect(check({ roleType: 'full-time' })).toBe(roleMessages.roleType);
    for (const roleType of ROLE_TYPES) expect(check({ roleType })).toBeUndefined();
  });

  it.each([
    [49, roleMessages.customRequest],
    [50, undefined],
    [3000, undefined],
    [3001, 'The description must be at most 3,000 characters'],
  ])('customRequest of %i characters: %s', (length, message) => {
    expect(check({ customRequest: text(length) })).toBe(message);
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
      ZRoleRequestForm.parse({ ...role, compensationRange: undefined }).compensationRange,
    ).toBe('');
  });

  it.each([
    [1, roleMessages.contactName],
    [2, undefined],
    [100, undefined],
    [101, 'Contact name must be at most 100 characters'],
  ])('contactName of %i characters: %s', (length, message) => {
    expect(check({ contactName: text(length) })).toBe(message);
  });

  it('needs a valid contact email of at most 255 characters', () => {
    expect(check({ contactEmail: 'grace' })).toBe(roleMessages.contactEmail);
    expect(check({ contactEmail: emailOf(255) })).toBeUndefined();
    expect(check({ contactEmail: emailOf(256) })).toBe('Email must be at most 255 characters');
  });

  it.each([
    [9, phoneMessages.tooShort],
    [10, undefined],
    [20, undefined],
    [21, phoneMessages.tooLong],
  ])('contactPhone of %i digits: %s', (length, message) => {
    expect(check({ contactPhone: '2'.repeat(length) })).toBe(message);
  });

  it('reports the rules in the order the form shows the fields', () => {
    const order = [
      ['companyName', 'A', 'Acme', roleMessages.companyName],
      ['companySize', '', 'AIM Listed', roleMessages.companySize],
      ['industry', '', 'Energy', roleMessages.industry],
      ['country', '', 'Japan', roleMessages.country],
      ['companyDescription', 'short', text(100), roleMessages.companyDescription],
      ['roleType', '', 'advisory', roleMessages.roleType],
      ['customRequest', 'short', text(50), roleMessages.customRequest],
      ['contactName', 'G', 'Grace', roleMessages.contactName],
      ['contactEmail', 'grace', 'grace@acme.example', roleMessages.contactEmail],
      ['contactPhone', '123', '', phoneMessages.tooShort],
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
  const form = ZRoleRequestForm.parse({ ...role, roleType: 'advisory' });
  const sent = toRoleRequest(form);

  it('fills the fixed fields and takes the title from the role type', () => {
    expect(sent).toMatchObject({
      roleTitle: 'advisory',
      roleType: 'advisory',
      duration: 'Custom Request',
      workload: 'As discussed',
      requiredExperience: 0,
      requiredCertifications: [],
      requiredExpertise: [],
      boardExperienceRequired: false,
      companyTypesServed: [],
      roleDescription: role.customRequest,
    });
    expect(ROLE_DURATION).toBe('Custom Request');
    expect(ROLE_WORKLOAD).toBe('As discussed');
  });

  it('sends the "what are you trying to achieve" text as the role description only', () => {
    expect(sent).not.toHaveProperty('customRequest');
    expect(sent.roleDescription).toBe(form.customRequest);
    expect(sent).toMatchObject({
      companyName: role.companyName,
      companySize: role.companySize,
      industry: role.industry,
      country: role.country,
      companyDescription: role.companyDescription,
      compensationRange: role.compensationRange,
      contactName: role.contactName,
      contactEmail: role.contactEmail,
      contactPhone: '',
    });
  });

  it('parses through the API schema unchanged, and again to the same', () => {
    const once = ZRoleRequest.parse(sent);
    expect(once).toEqual(sent);
    expect(ZRoleRequest.parse(once)).toEqual(once);
  });

  it('refuses a title that is not the role type', () => {
    expect(first(ZRoleRequest, { ...sent, roleTitle: 'fractional' })).toBe(roleMessages.roleTitle);
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
      companyName: partner.companyName,
      companySize: partner.companySize,
      partnerType: partner.partnerType,
      companyDescription: partner.companyDescription,
      targetClients: partner.targetClients,
      industriesServed: partner.industriesServed,
      countriesServed: partner.countriesServed,
      contactName: partner.contactName,
      contactEmail: partner.contactEmail,
      contactPhone: '',
      websiteUrl: partner.websiteUrl,
    });
  });

  it('parses through the API schema unchanged, and again to the same', () => {
    const once = ZPartnerApplication.parse(sent);
    expect(once).toEqual(sent);
    expect(ZPartnerApplication.parse(once)).toEqual(once);
  });

  it('applies the same rules on the API side', () => {
    expect(first(ZPartnerApplication, { ...sent, industriesServed: [] })).toBe(
      partnerMessages.industries,
    );
    expect(first(ZPartnerApplication, { ...sent, websiteUrl: 'nope' })).toBe(
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
