import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE_TYPE_LABELS } from '@contracts/applications/options';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { ZBooking } from '@contracts/booking/public-booking';
import { ELECTRONIC_RECORDS_DISCLOSURE, ZSigningSession } from '@contracts/documents/signing';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { ZTimesheetExport } from '@contracts/timesheets/export';
import { anonymousCaller, twoUsersAndAdmin, userCaller, type Caller } from '../support/api-session';
import { cisoApplication, roleRequest, screen, submitApplication } from '../support/applications';
import { createOpenPage } from '../support/booking-pages';
import { samplePdf, uploadDraft } from '../support/document-files';
import { checkMail, type ExpectedMail } from '../support/mail-conformance';
import { readOutbox, waitForMail, type ReadMail } from '../support/outbox';
import { finishedExport } from '../support/timesheet-exports';

/**
 * Every flow that mails, driven through the API of the local stack, with names and subjects
 * outside ASCII. Each mail is read through test/support/outbox.ts, which holds it to the strict
 * checks of test/support/mail-conformance.ts (RFC 5322, RFC 2045–2047, RFC 5545), and is checked
 * once more here against what the flow meant to send.
 */

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

/** A name in three scripts: Latin-1, Latin Extended-A and CJK. */
const NAME = 'Zoë Łukasiewicz 東京';
const tag = () => randomUUID().slice(0, 8);
const emailOf = (label: string) => `${label}-${tag()}@example.com`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let owner: Caller;
let ownerEmail: string;

beforeAll(async () => {
  owner = await userCaller(stack);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
});

/** The mail to `to` whose subject starts with `subject`, with no problem against `expected`. */
async function conformingMailTo(
  to: string,
  subject: string,
  expected: ExpectedMail = {},
  timeoutMs = 15_000,
): Promise<ReadMail> {
  const mail = await waitForMail(stack.outboxDir, to, new RegExp(`^${escape(subject)}`), {
    timeoutMs,
  });
  const { problems } = await checkMail(mail.raw, { to: [to], ...expected });
  expect(problems, mail.file).toEqual([]);
  return mail;
}

const createPage = (name: string) =>
  createOpenPage(owner, { name, slugPrefix: 'mail', timeZone: 'Europe/Paris' });

describe('booking and cancellation', () => {
  const pageName = `Revue de sécurité — ${NAME}`;
  const attendee = emailOf('zoe');
  const invite = (method: string) => [
    { filename: 'invite.ics', contentType: `text/calendar; method=${method}` },
  ];
  let page: TBookingPage;
  let cancelToken: string;

  beforeAll(async () => {
    page = await createPage(pageName);
  });

  it('confirms a booking to both sides with a REQUEST invite', async () => {
    const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
      body: {
        startTime: `${day}T10:00:00.000Z`,
        attendeeName: NAME,
        attendeeEmail: attendee,
        // Long and mixed, so the invite's DESCRIPTION is folded between multi-byte characters.
        attendeeNotes: `Ordre du jour : réponse aux incidents, 東京の事務所, Łódź — ${'é東'.repeat(40)}`,
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ZBooking.parse(res.body);

    const confirmation = await conformingMailTo(attendee, `Meeting booked: ${pageName}`, {
      subject: `Meeting booked: ${pageName}`,
      attachments: invite('REQUEST'),
    });
    await conformingMailTo(ownerEmail, `New booking: ${pageName} with ${NAME}`, {
      subject: `New booking: ${pageName} with ${NAME}`,
      attachments: invite('REQUEST'),
    });
    expect(confirmation.attachments[0]!.content.toString('utf8')).toContain('Łukasiewicz');
    cancelToken = /\/book\/cancel#([A-Za-z0-9_-]{43})/.exec(confirmation.text ?? '')![1]!;
  });

  it('cancels to both sides with a CANCEL invite', async () => {
    const res = await anonymous.call('POST', '/api/public/bookings/by-link/cancel', {
      body: { reason: `Conflit d’agenda à ${NAME}` },
      headers: { [LINK_TOKEN_HEADER]: cancelToken },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    await conformingMailTo(attendee, `Meeting cancelled: ${pageName}`, {
      subject: `Meeting cancelled: ${pageName}`,
      attachments: invite('CANCEL'),
    });
    await conformingMailTo(ownerEmail, `Meeting cancelled: ${pageName} with ${NAME}`, {
      subject: `Meeting cancelled: ${pageName} with ${NAME}`,
      attachments: invite('CANCEL'),
    });
  });
});

describe('signing', () => {
  const title = `Accord de confidentialité ${NAME} ${tag()}`;
  const signer = emailOf('signer');
  let token: string;

  it('mails the signer a request with a personal link', async () => {
    const id = await uploadDraft(owner, await samplePdf(), { title, fileName: 'accord.pdf' });
    const steps = [
      [
        'PUT',
        `/api/documents/${id}/workflow`,
        { workflowType: 'chain', signers: [{ name: NAME, email: signer }] },
      ],
      [
        'PUT',
        `/api/documents/${id}/fields`,
        {
          fields: (['signature', 'date'] as const).map((type, i) => ({
            id: randomUUID(),
            type,
            signerEmail: signer,
            page: 1,
            x: 0.1,
            y: 0.1 + i * 0.1,
            width: 0.3,
            height: 0.06,
            required: true,
          })),
        },
      ],
      ['POST', `/api/documents/${id}/send`, undefined],
    ] as const;
    for (const [method, url, body] of steps) {
      const res = await owner.call(method, url, body ? { body } : {});
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
    }

    const request = await conformingMailTo(signer, `Please sign: ${title} (from `);
    token = /\/sign#([A-Za-z0-9_-]{43})/.exec(request.text ?? '')![1]!;
  });

  it('mails the sealed completion to the owner and the signed copy to the signer', async () => {
    const headers = { [LINK_TOKEN_HEADER]: token };
    const consent = await anonymous.call('POST', '/api/sign/consent', {
      body: { disclosureVersion: ELECTRONIC_RECORDS_DISCLOSURE.version },
      headers,
    });
    expect(consent.status).toBe(204);
    const session = ZSigningSession.parse(
      (await anonymous.call('GET', '/api/sign', { headers })).body,
    );
    expect(session.fields.length).toBeGreaterThan(0);
    const signed = await anonymous.call('POST', '/api/sign/sign', {
      body: { signature: { type: 'typed', text: NAME }, values: {} },
      headers,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    // Sealing (stamp, certificate, PKCS#7) runs first, then both mails go out.
    await conformingMailTo(
      ownerEmail,
      `Completed: ${title} is signed by everyone`,
      { subject: `Completed: ${title} is signed by everyone` },
      45_000,
    );
    await conformingMailTo(signer, `Signed copy: ${title}`, { subject: `Signed copy: ${title}` });
  }, 60_000);
});

describe('timesheet export', () => {
  const pageName = `Conseil sécurité ${NAME}`;
  let page: TBookingPage;

  beforeAll(async () => {
    page = await createPage(pageName);
    const entry = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
      body: {
        start: '2030-03-04T09:00',
        end: '2030-03-04T10:30',
        description: `Analyse des risques — ${NAME}`,
        billable: true,
        hourlyRate: '150.00',
        currency: 'GBP',
      },
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  });

  async function exported(fileType: 'pdf' | 'csv', emailAddress: string) {
    const res = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-exports`, {
      body: {
        startDate: '2030-03-01',
        endDate: '2030-03-31',
        fileType,
        sendEmail: true,
        emailAddress,
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return finishedExport(owner, page.id, ZTimesheetExport.parse(res.body));
  }

  it.each([
    ['pdf', 'application/pdf'],
    ['csv', 'text/csv; charset=utf-8'],
  ] as const)(
    'mails the %s as an attachment',
    async (fileType, contentType) => {
      const to = emailOf(`export-${fileType}`);
      const done = await exported(fileType, to);
      const subject = `Timesheet: ${pageName}, 1–31 March 2030`;
      const mail = await conformingMailTo(to, subject, {
        subject,
        attachments: [{ filename: done.fileName!, contentType }],
      });
      const file = Buffer.from(await (await fetch(done.downloadUrl!)).arrayBuffer());
      expect(mail.attachments[0]!.content.equals(file)).toBe(true);
    },
    45_000,
  );
});

describe('applications', () => {
  let applicant: Caller;
  let candidateCaller: Caller;
  let admin: Caller;

  beforeAll(async () => {
    [applicant, candidateCaller, admin] = await twoUsersAndAdmin(stack);
  });

  const candidateEmail = emailOf('candidate');
  const candidateName = `${NAME} ${tag()}`;
  let candidateId: string;

  it("mails the applicant's receipt and the administrators' notice", async () => {
    ({ id: candidateId } = await submitApplication(
      candidateCaller,
      'ciso',
      cisoApplication({ fullName: candidateName, email: candidateEmail }),
    ));
    // The receipt goes to the account's own address; the typed one is the contact for matches.
    const account = ((await candidateCaller.call('GET', '/api/me')).body as { email: string })
      .email;
    await conformingMailTo(account, 'We received your professional application', {
      subject: 'We received your professional application',
    });
    const subject = `New professional application: ${candidateName}`;
    // Sent to every administrator at once: the recipients are the directory's, not checked here.
    await conformingMailTo(stack.adminEmail, subject, { subject, to: undefined });
  });

  it('asks the professional about a proposed match, then mails both sides an introduction', async () => {
    const companyEmail = emailOf('company');
    const company = `Société Générale ${NAME} ${tag()}`;
    const role = await submitApplication(
      applicant,
      'role',
      roleRequest({ companyName: company, contactEmail: companyEmail }),
    );
    await screen(admin, role.id, candidateId);
    const proposed = await admin.call('POST', `/api/admin/applications/${role.id}/matches`, {
      body: { candidateId },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const account = ((await candidateCaller.call('GET', '/api/me')).body as { email: string })
      .email;
    await conformingMailTo(account, `A ${ROLE_TYPE_LABELS.fractional} role for you: `);
    const accepted = await candidateCaller.call(
      'POST',
      `/api/my/applications/${candidateId}/matches/${role.id}`,
      { body: { decision: 'accept' } },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await conformingMailTo(companyEmail, `Introducing ${candidateName} for your `);
    await conformingMailTo(candidateEmail, `Introducing ${company}: `);
  });
});

describe('the whole outbox', () => {
  it('holds only messages that pass the strict checks, every flow above among them', async () => {
    // readOutbox checks every mail it returns and throws with the problems of any that fails.
    const subjects = (await readOutbox(stack.outboxDir)).map((m) => m.subject);
    for (const flow of [
      'Meeting booked: ',
      'New booking: ',
      'Meeting cancelled: ',
      'Please sign: ',
      'Completed: ',
      'Signed copy: ',
      'Timesheet: ',
      'We received your ',
      'New professional application: ',
      'Introducing ',
    ]) {
      expect(
        subjects.some((s) => s.startsWith(flow)),
        flow,
      ).toBe(true);
    }
  });
});
