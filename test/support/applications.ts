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
  full_name: 'Dana Whitfield',
  email: 'dana@example.com',
  country: 'United Kingdom',
  linkedin_url: 'https://www.linkedin.com/in/dana-whitfield',
  phone: '+44 20 7946 0000',
  years_of_experience: 18,
  board_experience: 'Yes',
  executive_experience:
    'Group CISO of a payments group for six years, reporting to the CEO and the board risk committee.',
  certifications: ['CISSP', 'ISO 27001 Lead Auditor'],
  key_achievements:
    'Led the ISO/IEC 27001 certification of a payments group, built a 24x7 security operations centre and cut incident response times by half across three regulated businesses.',
  security_domains: ['Risk Management', 'Compliance & Governance', 'Security Operations'],
  industries_served: ['Financial Services', 'Technology'],
  company_sizes: ['Medium (≤250 employees)', 'Large (>250 employees)'],
  availability: '12-days',
  hourly_rate: '£180/hour',
  ...fields,
});

export const roleRequest = (fields: Partial<TRoleRequest> = {}): TRoleRequest => ({
  company_name: 'Northwind Payments',
  company_size: 'Medium (≤250 employees)',
  industry: 'Financial Services',
  country: 'United Kingdom',
  company_description:
    'Northwind Payments processes card payments for independent retailers across the UK and is preparing for rapid growth next year.',
  role_title: 'fractional',
  role_type: 'fractional',
  duration: 'Custom Request',
  workload: 'As discussed',
  required_experience: 0,
  required_certifications: [],
  required_expertise: [],
  board_experience_required: false,
  company_types_served: [],
  role_description:
    'We need a fractional CISO to take us through ISO/IEC 27001 certification and to stand up our risk management and incident response.',
  compensation_range: '£800-£1,000 per day',
  contact_name: 'Sam Patel',
  contact_email: 'sam@example.com',
  contact_phone: '',
  ...fields,
});

export const partnerApplication = (
  fields: Partial<TPartnerApplication> = {},
): TPartnerApplication => ({
  company_name: 'Keystone Advisory',
  company_size: '11-50 employees',
  partner_type: 'Consulting Firm',
  company_description:
    'Keystone Advisory helps mid-sized firms with security programmes and audits.',
  target_clients: 'Mid-sized financial services and healthcare firms in the UK and Ireland.',
  industries_served: ['Financial Services', 'Healthcare'],
  countries_served: ['United Kingdom'],
  contact_name: 'Lee Morgan',
  contact_email: 'lee@example.com',
  contact_phone: '',
  website_url: 'https://keystone.example.com',
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
