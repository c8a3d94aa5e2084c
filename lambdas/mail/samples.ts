import { mails } from './mails';
import type { RenderedMail } from './render';

/**
 * One view per template, with the names and links a real mail has (non-ASCII names, a time zone
 * away from UTC): `npm run mail:preview` renders them, and the mail tests check every one.
 */

type Views = { [K in keyof typeof mails]: Parameters<(typeof mails)[K]>[0] };

const when = [
  'Monday, 7 January 2030, 10:00–10:30 Europe/Paris (your time zone)',
  'Monday, 7 January 2030, 09:00–09:30 UTC',
];
const was = [
  'Friday, 4 January 2030, 15:00–15:30 Europe/Paris (your time zone)',
  'Friday, 4 January 2030, 14:00–14:30 UTC',
];
const visitor = { name: 'Zoë Ångström', email: 'zoe@example.com' };
const place = ['Platform: Google Meet', 'Join the meeting: https://meet.example.com/abc-defg-hij'];
const manageUrl = `https://app.example.com/book/cancel#${'x'.repeat(43)}`;
const securityUrl = 'https://app.example.com/account/security';
const professionalSummary = [
  `Name: ${visitor.name}`,
  `E-mail: ${visitor.email}`,
  'Country: Sweden',
  'Experience: 15 years',
  'Board-level experience: Yes',
  'Availability: Part time',
];

export const sampleViews: Views = {
  visitorBookingConfirmed: {
    visitorName: visitor.name,
    pageName: 'Security review',
    hostName: 'Grace Hopper',
    when,
    place,
    notes: 'Please bring the SOC 2 report & the risk register.',
    inviteFile: 'invite.ics',
    manageUrl,
  },
  ownerBookingConfirmed: {
    visitor,
    pageName: 'Security review',
    when,
    place,
    notes: 'Please bring the SOC 2 report & the risk register.',
    inviteFile: 'invite.ics',
  },
  visitorBookingCancelled: {
    visitorName: visitor.name,
    pageName: 'Security review',
    cancelledBy: 'owner',
    reason: 'Sorry, I am travelling that week.',
    was: when,
    place: 'Platform: Google Meet',
    inviteFile: 'invite.ics',
  },
  ownerBookingCancelled: {
    visitor,
    pageName: 'Security review',
    reason: null,
    was: when,
    place: 'Where: In person, 1 Rue de Rivoli, Paris',
    inviteFile: 'invite.ics',
  },
  visitorBookingRescheduled: {
    visitorName: visitor.name,
    pageName: 'Security review',
    movedBy: 'attendee',
    now: when,
    was,
    place,
    inviteFile: 'invite.ics',
    manageUrl,
  },
  ownerBookingRescheduled: {
    visitor,
    pageName: 'Security review',
    movedBy: 'attendee',
    moves: 3,
    now: when,
    was,
    place,
    inviteFile: 'invite.ics',
  },
  visitorBookingReminder: {
    visitorName: visitor.name,
    pageName: 'Security review',
    startsIn: '24 hours',
    when,
    place,
    notes: null,
  },
  ownerBookingReminder: {
    visitor,
    pageName: 'Security review',
    startsIn: '1 hour',
    when: ['Monday, 7 January 2030, 09:00–09:30 UTC'],
    place: ['Platform: Not chosen'],
    notes: 'Short call, please.',
  },
  signerSignatureRequested: {
    signerName: visitor.name,
    sender: 'Grace Hopper',
    documentTitle: 'Mutual NDA – Ångström & Co',
    resend: false,
    message: 'Hi Zoë,\nplease sign by Friday.\n\nThanks!',
    signUrl: `https://app.example.com/sign#${'s'.repeat(43)}`,
    expiresAt: 'Wednesday, 6 February 2030, 09:00 UTC',
  },
  ownerDocumentSigned: {
    signer: visitor,
    documentTitle: 'Mutual NDA – Ångström & Co',
    signedAt: 'Monday, 4 February 2030, 10:15 UTC',
    signed: 1,
    signers: 2,
    waiting: [{ name: 'Alan Turing', email: 'alan@example.com' }],
    documentUrl: 'https://app.example.com/documents/doc-1',
  },
  ownerDocumentDeclined: {
    signer: visitor,
    documentTitle: 'Mutual NDA – Ångström & Co',
    reason: 'Clause 4 <needs> changes & a date',
    declinedAt: 'Monday, 4 February 2030, 10:15 UTC',
    documentUrl: 'https://app.example.com/documents/doc-1',
  },
  signerDocumentVoided: {
    signerName: visitor.name,
    sender: 'Grace Hopper',
    documentTitle: 'Mutual NDA – Ångström & Co',
    reason: 'Wrong version <v2> attached',
    voidedAt: 'Monday, 4 February 2030, 10:15 UTC',
  },
  ownerDocumentCompleted: {
    documentTitle: 'Mutual NDA – Ångström & Co',
    fileType: 'pdf',
    signers: [
      { ...visitor, signedAt: 'Monday, 4 February 2030, 10:15 UTC' },
      { name: 'Alan Turing', email: 'alan@example.com', signedAt: null },
    ],
    documentUrl: 'https://app.example.com/documents/doc-1',
  },
  signerDocumentCompleted: {
    signerName: visitor.name,
    documentTitle: 'Mutual NDA – Ångström & Co',
    fileType: 'docx',
    copyUrl: `https://app.example.com/signed-copy#${'c'.repeat(43)}`,
    expiresAt: 'Wednesday, 6 March 2030, 10:15 UTC',
  },
  accountSignInChanged: {
    provider: 'Google',
    change: 'connected',
    at: '12 May 2030 at 14:03 UTC',
    securityUrl,
  },
  accountSecurityChanged: {
    change: 'recovery-code-used',
    at: '12 May 2030 at 14:03 UTC',
    securityUrl,
  },
  accountDataExportReady: {
    until: '2030-05-19',
    dataUrl: 'https://app.example.com/account/data',
  },
  accountClosed: {
    invoiceYears: 10,
    closedAccountDays: 35,
    retentionUrl: 'https://app.example.com/privacy#retention',
  },
  clientTimesheetApprovalRequested: {
    clientName: 'Ångström & Co',
    consultant: 'Grace Hopper',
    pageName: 'Security review',
    period: '1–7 January 2030',
    timeZone: 'Europe/Paris',
    totalTime: '7h 30m',
    billableAmount: '£226.17',
    approvalUrl: `https://app.example.com/timesheet-approval#${'a'.repeat(43)}`,
  },
  consultantBudgetReached: {
    engagementTitle: 'Fractional CISO retainer',
    clientName: 'Ärzte Praxis GmbH',
    month: 'March 2030',
    level: 100,
    used: '10h 15m',
    agreed: '10h',
    engagementUrl: 'https://app.example.com/engagements/eng-1',
  },
  clientBudgetReached: {
    consultant: 'Grace Hopper, Hopper & Co',
    engagementTitle: 'Fractional CISO retainer',
    month: 'March 2030',
    level: 75,
    used: '7h 30m',
    agreed: '10h',
  },
  consultantTimesheetAnswered: {
    answeredBy: `${visitor.name} (${visitor.email})`,
    answer: 'queried',
    comment: 'Tuesday should be 5 minutes, not 50.\nThe rest is fine.',
    pageName: 'Security review',
    period: '1–7 January 2030',
    totalTime: '7h 30m',
    billableAmount: '£226.17',
    timesheetUrl: 'https://app.example.com/timesheets?calendar=page-1',
  },
  recipientTimesheetExported: {
    pageName: 'Security review',
    period: '1–31 January 2030',
    timeZone: 'Europe/Paris',
    exportedBy: 'Grace Hopper',
    totalTime: '31h 15m',
    billableAmount: '£3,125.00',
  },
  clientInvoiceSent: {
    kind: 'Invoice',
    reference: 'INV-2030-0001',
    issuer: 'Grace Hopper, Hopper & Co',
    pageName: 'Security review',
    period: '1–31 January 2030',
    total: '£3,750.00',
    terms: { dueDate: '2 March 2030' },
  },
  applicantApplicationReceived: {
    applicantName: visitor.name,
    noun: 'professional application',
    summary: professionalSummary,
    applicationUrl: 'https://app.example.com/my/applications/app-1',
  },
  adminApplicationSubmitted: {
    noun: 'professional application',
    name: visitor.name,
    submittedOn: '2030-01-07',
    summary: professionalSummary,
    screenUrl: 'https://app.example.com/admin/applications/app-1',
  },
  applicantApplicationStatusChanged: {
    applicantName: visitor.name,
    noun: 'professional application',
    from: 'new',
    to: 'screening',
    applicationUrl: 'https://app.example.com/my/applications/app-1',
  },
  professionalMatchProposed: {
    professionalName: visitor.name,
    roleLabel: 'Part Time / Fractional CISO',
    company: 'Fintech, 51-200, France',
    roleDescription: 'Get ready for SOC 2 & ISO 27001 within a year.',
    answerUrl: 'https://app.example.com/my/applications/app-1',
  },
  companyMatchIntroduced: {
    contactName: 'Ada Lovelace',
    professionalName: visitor.name,
    roleLabel: 'Part Time / Fractional CISO',
    roleName: 'Northwind Traders',
    professional: professionalSummary,
  },
  professionalMatchIntroduced: {
    professionalName: visitor.name,
    roleName: 'Northwind Traders',
    roleLabel: 'Part Time / Fractional CISO',
    contactName: 'Ada Lovelace',
    role: [
      'Company: Northwind Traders (51-200, Fintech, France)',
      'Role: Part Time / Fractional CISO',
      'What they are trying to achieve: Get ready for SOC 2 & ISO 27001 within a year.',
      'Contact: Ada Lovelace <ada@example.com>',
    ],
  },
};

/** The template's mail for its sample view. */
export function sampleMail(name: keyof typeof mails): RenderedMail {
  // Each sample is typed against its own template above; the lookup by name loses the pairing.
  const render = mails[name] as (view: Views[typeof name]) => RenderedMail;
  return render(sampleViews[name]);
}
