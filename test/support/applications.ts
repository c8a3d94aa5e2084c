import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  ZSubmitted,
  type TApplicationKind,
  type TSubmitted,
} from '@contracts/applications/application';
import type { TCisoApplication } from '@contracts/applications/ciso-application';
import type { TPartnerApplication } from '@contracts/applications/partner-application';
import type { TRoleRequest } from '@contracts/applications/role-request';
import type { Caller } from './api-session';

/** Sends one form of `kind` as `caller`, under a fresh idempotency key unless given one. */
export async function submitApplication(
  caller: Caller,
  kind: TApplicationKind,
  body: unknown,
  key: string = randomUUID(),
): Promise<TSubmitted> {
  const res = await caller.call('POST', `/api/applications/${kind}`, {
    body,
    headers: { 'idempotency-key': key },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZSubmitted.strict().parse(res.body);
}

/** Valid sent shapes of the three forms, for API and browser tests. */

export const cisoApplication = (fields: Partial<TCisoApplication> = {}): TCisoApplication => ({
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  country: 'United Kingdom',
  linkedinUrl: 'https://www.linkedin.com/in/dana-whitfield',
  phone: '+44 20 7946 0000',
  yearsOfExperience: 18,
  boardExperience: 'Yes',
  executiveExperience:
    'Group CISO of a payments group for six years, reporting to the CEO and the board risk committee.',
  certifications: ['CISSP', 'ISO 27001 Lead Auditor'],
  keyAchievements:
    'Led the ISO/IEC 27001 certification of a payments group, built a 24x7 security operations centre and cut incident response times by half across three regulated businesses.',
  securityDomains: ['Risk Management', 'Compliance & Governance', 'Security Operations'],
  industriesServed: ['Financial Services', 'Technology'],
  companySizes: ['Medium (≤250 employees)', 'Large (>250 employees)'],
  availability: '12-days',
  hourlyRate: '£180/hour',
  ...fields,
});

export const roleRequest = (fields: Partial<TRoleRequest> = {}): TRoleRequest => ({
  companyName: 'Northwind Payments',
  companySize: 'Medium (≤250 employees)',
  industry: 'Financial Services',
  country: 'United Kingdom',
  companyDescription:
    'Northwind Payments processes card payments for independent retailers across the UK and is preparing for rapid growth next year.',
  roleTitle: 'fractional',
  roleType: 'fractional',
  duration: 'Custom Request',
  workload: 'As discussed',
  requiredExperience: 0,
  requiredCertifications: [],
  requiredExpertise: [],
  boardExperienceRequired: false,
  companyTypesServed: [],
  roleDescription:
    'We need a fractional CISO to take us through ISO/IEC 27001 certification and to stand up our risk management and incident response.',
  compensationRange: '£800-£1,000 per day',
  contactName: 'Sam Patel',
  contactEmail: 'sam@example.com',
  contactPhone: '',
  ...fields,
});

export const partnerApplication = (
  fields: Partial<TPartnerApplication> = {},
): TPartnerApplication => ({
  companyName: 'Keystone Advisory',
  companySize: '11-50 employees',
  partnerType: 'Consulting Firm',
  companyDescription:
    'Keystone Advisory helps mid-sized firms with security programmes and audits.',
  targetClients: 'Mid-sized financial services and healthcare firms in the UK and Ireland.',
  industriesServed: ['Financial Services', 'Healthcare'],
  countriesServed: ['United Kingdom'],
  contactName: 'Lee Morgan',
  contactEmail: 'lee@example.com',
  contactPhone: '',
  websiteUrl: 'https://keystone.example.com',
  ...fields,
});

/** The smallest valid PNG (1×1 pixel). */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Moves applications from New to Screening as an administrator: a match needs both screened. */
export async function screen(admin: Caller, ...ids: string[]): Promise<void> {
  for (const id of ids) {
    const res = await admin.call('POST', `/api/admin/applications/${id}/status`, {
      body: { status: 'screening' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}
