/**
 * `npm run mail:preview`: every mail template with its sample view (`lambdas/mail/samples.ts`),
 * written to `.local/mail-preview/<template>.html` and `.eml` (the message as the mailer composes
 * it, with the invite a booking mail carries and the file an export carries), to look at all of
 * them at once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeMail } from '../lambdas/adapters/ses/mailer';
import { mails } from '../lambdas/mail/mails';
import { sampleMail } from '../lambdas/mail/samples';
import type { MailAttachment, MailMessage } from '../lambdas/ports/mailer';
import { paths } from '../lib/paths';

/** The template's file name: `visitorBookingConfirmed` → `visitor-booking-confirmed`. */
export const templateFile = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A sample invite, as booking mails attach one, with the names of the sample views. */
const invite = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//vCISO Hub//Mail preview//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:preview@vcisohub',
  'DTSTAMP:20300101T000000Z',
  'DTSTART:20300107T090000Z',
  'DTEND:20300107T093000Z',
  'SUMMARY:Security review with Zoë Ångström',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** The attachments a template's mail carries, as samples: booking mails an invite, exports a file. */
function sampleAttachments(name: keyof typeof mails): MailAttachment[] {
  if (name === 'recipientTimesheetExported')
    return [
      {
        filename: 'timesheet-security-review-2030-01.csv',
        contentType: 'text/csv',
        content:
          'Date,Start,End,Minutes,Description\r\n2030-01-07,10:00,10:30,30,Zoë Ångström review\r\n',
      },
    ];
  if (!name.includes('Booking') || name.includes('Reminder')) return [];
  return [
    { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: invite },
  ];
}

/** Every template's sample as a message to send. */
export function previewMessages(): { name: string; message: MailMessage }[] {
  return (Object.keys(mails) as (keyof typeof mails)[]).map((name) => {
    const attachments = sampleAttachments(name);
    return {
      name: templateFile(name),
      message: {
        to: 'zoe@example.com',
        ...sampleMail(name),
        ...(attachments.length ? { attachments } : {}),
      },
    };
  });
}

const options = {
  from: 'vCISO Hub <no-reply@vciso-hub.example>',
  clock: { now: () => new Date('2030-01-01T08:00:00Z') },
  ids: { newId: () => 'preview' },
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.join(paths.repoRoot, '.local/mail-preview');
  mkdirSync(dir, { recursive: true });
  for (const { name, message } of previewMessages()) {
    const composed = await composeMail(message, options);
    writeFileSync(path.join(dir, `${name}.html`), message.html ?? '');
    writeFileSync(path.join(dir, `${name}.eml`), composed.raw);
    console.log(`${name}  ${(composed.raw.length / 1024).toFixed(1)} KB`);
  }
  console.log(`Wrote ${path.relative(process.cwd(), dir)}/`);
}
