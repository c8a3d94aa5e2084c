import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ZClient, type TClient, type TSaveClient } from '@contracts/clients/client';
import { ZDocument } from '@contracts/documents/document';
import { ELECTRONIC_RECORDS_DISCLOSURE } from '@contracts/documents/signing';
import {
  ZEngagement,
  type TEngagement,
  type TSaveEngagement,
} from '@contracts/engagements/engagement';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import type { Caller } from './api-session';
import { mailsTo, poll } from './outbox';
import { signerAddress, signingTokenIn } from './signing-requests';
import type { StackInfo } from './stack';

/**
 * Clients and engagements made through the API, as a consultant makes them: a client (with an
 * approver to sign letters, unless told otherwise), a draft engagement with it, booking pages
 * linked to either, and a draft's letter signed by both sides so the engagement is active.
 */

/** A client of `caller`'s in GBP, with an approver contact unless `fields` say otherwise. */
export async function createClient(
  caller: Caller,
  fields: Partial<TSaveClient> = {},
): Promise<TClient> {
  const res = await caller.call('POST', '/api/clients', {
    body: {
      name: `Acme Ltd ${randomUUID().slice(0, 6)}`,
      address: '1 Main Street\nLondon EC1A 1AA',
      currency: 'GBP',
      taxRate: '20',
      paymentTermsDays: 14,
      contacts: [{ name: 'Jane Approver', email: signerAddress('approver'), role: 'approver' }],
      ...fields,
    } satisfies TSaveClient,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZClient.parse(res.body);
}

/** Makes the page bill the client (`PUT /api/clients/{id}/booking-pages/{bookingPageId}`). */
export async function linkPageToClient(
  caller: Caller,
  clientId: string,
  bookingPageId: string,
): Promise<TClient> {
  const res = await caller.call('PUT', `/api/clients/${clientId}/booking-pages/${bookingPageId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZClient.parse(res.body);
}

/** A retainer of 8 hours a month from 2030-06-16 with one workstream, unless `fields` differ. */
export const engagementForm = (
  clientId: string,
  fields: Partial<TSaveEngagement> = {},
): TSaveEngagement => ({
  clientId,
  title: `Fractional CISO ${randomUUID().slice(0, 6)}`,
  startDate: '2030-06-16',
  model: { kind: 'retainer', hoursPerMonth: '8', rate: '180' },
  rollover: { kind: 'none' },
  lateCancellationHours: 24,
  noticeDays: 30,
  cadence: 'monthly',
  workstreams: [{ name: 'ISO 27001 audit' }],
  clauses: '',
  ...fields,
});

/** A draft engagement of `caller`'s with the client. */
export async function draftEngagement(
  caller: Caller,
  clientId: string,
  fields: Partial<TSaveEngagement> = {},
): Promise<TEngagement> {
  const res = await caller.call('POST', '/api/engagements', {
    body: engagementForm(clientId, fields),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZEngagement.parse(res.body);
}

/** The engagement as its owner reads it. */
export async function readEngagement(caller: Caller, id: string): Promise<TEngagement> {
  const res = await caller.call('GET', `/api/engagements/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagement.parse(res.body);
}

/** Links the page to the engagement, answering the engagement. */
export async function linkPageToEngagement(
  caller: Caller,
  engagementId: string,
  bookingPageId: string,
): Promise<TEngagement> {
  const res = await caller.call(
    'PUT',
    `/api/engagements/${engagementId}/booking-pages/${bookingPageId}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagement.parse(res.body);
}

/** The engagement once `done` holds (the letters' consumer records outcomes off the request). */
const engagementWhen = (
  caller: Caller,
  id: string,
  done: (e: TEngagement) => boolean,
  what: string,
) =>
  poll(
    async () => {
      const engagement = await readEngagement(caller, id);
      return done(engagement) ? engagement : undefined;
    },
    60_000,
    what,
  );

/** The newest signing link mailed to `email` for the document titled `title`. */
export const signingLinkFor = (stack: StackInfo, email: string, title: string) =>
  poll(
    async () => {
      const mails = (await mailsTo(stack.outboxDir, email)).filter(
        (m) => /^Please sign:/.test(m.subject) && m.subject.includes(title),
      );
      return signingTokenIn(mails.at(-1)?.text ?? '');
    },
    30_000,
    `No signing link for ${email} about ${title}`,
  );

/** Accepts the disclosure and signs with a typed name, as a signer's page does. */
async function signByLink(anonymous: Caller, token: string, name: string): Promise<void> {
  const headers = { [LINK_TOKEN_HEADER]: token };
  const consent = await anonymous.call('POST', '/api/sign/consent', {
    body: { disclosureVersion: ELECTRONIC_RECORDS_DISCLOSURE.version },
    headers,
  });
  expect(consent.status, JSON.stringify(consent.body)).toBe(204);
  const opened = await anonymous.call('GET', '/api/sign', { headers });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const res = await anonymous.call('POST', '/api/sign/sign', {
    body: { signature: { type: 'typed', text: name }, values: {} },
    headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * Sends the draft's engagement letter, has the client's approver (`approverEmail`) and then the
 * owner (`ownerEmail`) sign it by their mailed links, and answers the engagement once active on
 * the letter's terms. Takes a while: the letter is drawn, sent and sealed by consumers.
 */
export async function activateByLetter(
  stack: StackInfo,
  signers: { owner: Caller; ownerEmail: string; approverEmail: string; anonymous: Caller },
  engagementId: string,
): Promise<TEngagement> {
  const { owner, ownerEmail, approverEmail, anonymous } = signers;
  const { title } = await sendLetter(owner, engagementId);
  await signLetterAs(stack, anonymous, { email: approverEmail, name: 'Jane Approver' }, title);
  await signLetterAs(stack, anonymous, { email: ownerEmail, name: 'The Consultant' }, title);
  return activeEngagement(owner, engagementId);
}

/**
 * Sends the draft's engagement letter and answers the letter's document once it is out for
 * signature: for a test that looks at what waits on the signers.
 */
export async function sendLetter(
  owner: Caller,
  engagementId: string,
): Promise<{ documentId: string; title: string }> {
  const sent = await owner.call('POST', `/api/engagements/${engagementId}/letter`, { body: {} });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const letter = (
    await engagementWhen(
      owner,
      engagementId,
      (e) => e.letters[0]?.status === 'sent',
      'The letter was never sent for signature',
    )
  ).letters[0]!;
  const document = await owner.call('GET', `/api/documents/${letter.documentId}`);
  expect(document.status, JSON.stringify(document.body)).toBe(200);
  return { documentId: letter.documentId, title: ZDocument.parse(document.body).title };
}

/** Signs the letter titled `title` by the link mailed to `email`, with `name` typed. */
export async function signLetterAs(
  stack: StackInfo,
  anonymous: Caller,
  signer: { email: string; name: string },
  title: string,
): Promise<void> {
  await signByLink(anonymous, await signingLinkFor(stack, signer.email, title), signer.name);
}

/** The engagement once it is active (its letter signed by both sides). */
export const activeEngagement = (owner: Caller, engagementId: string): Promise<TEngagement> =>
  engagementWhen(
    owner,
    engagementId,
    (e) => e.status === 'active',
    'The engagement never became active',
  );
