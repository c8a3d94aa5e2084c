import { cisoSubmissionOf } from '@contracts/applications/ciso-application';
import {
  APPLICATION_KIND_NOUNS,
  type TApplicationSubmitted,
} from '@contracts/applications/application';
import { AVAILABILITY_LABELS, ROLE_TYPE_LABELS } from '@contracts/applications/options';
import { mails } from '../../mail/mails';
import { oneLine } from '../../mail/render';
import type { Logger } from '../../middleware/logger';
import type { AdminDirectory } from '../../ports/admin-directory';
import { sendEach, sendOnce } from '../mail/send-once';
import { applicationKey, greetingName, type ApplicationItem } from './application-item';
import type { EventMailDeps } from '../mail/event-mail-deps';

const SCOPE = 'application-mail';

/**
 * The lines of a submission a mail repeats: what the applicant will recognise, in their own
 * voice; `reader: 'other side'` words them for the one it is introduced to.
 */
export function summaryLines(
  item: ApplicationItem,
  reader: 'applicant' | 'other side' = 'applicant',
): string[] {
  switch (item.kind) {
    case 'ciso': {
      const s = cisoSubmissionOf(item.submission);
      return [
        `Name: ${s.fullName}`,
        `E-mail: ${s.email}`,
        `Country: ${s.country}`,
        `Experience: ${s.yearsOfExperience} years`,
        `Board-level experience: ${s.boardExperience}`,
        ...(s.executiveExperience ? [`Executive experience: ${s.executiveExperience}`] : []),
        `Availability: ${AVAILABILITY_LABELS[s.availability]}`,
        ...(s.certifications.length ? [`Certifications: ${s.certifications.join(', ')}`] : []),
        ...(s.linkedinUrl ? [`LinkedIn: ${s.linkedinUrl}`] : []),
      ];
    }
    case 'role': {
      const s = item.submission;
      return [
        `Company: ${s.companyName} (${s.companySize}, ${s.industry}, ${s.country})`,
        `Role: ${ROLE_TYPE_LABELS[s.roleType]}`,
        reader === 'applicant'
          ? `What you are trying to achieve: ${s.roleDescription}`
          : `What they are trying to achieve: ${s.roleDescription}`,
        `Contact: ${s.contactName} <${s.contactEmail}>`,
      ];
    }
    case 'partner': {
      const s = item.submission;
      return [
        `Company: ${s.companyName} (${s.companySize})`,
        `Partner type: ${s.partnerType}`,
        `Contact: ${s.contactName} <${s.contactEmail}>`,
      ];
    }
  }
}

/**
 * `ApplicationSubmitted` → the applicant's receipt and the administrators' notice with a link
 * to the screening screen. Each mail at most once, however often the event arrives. The receipt
 * goes to the submitting account's own address from the user pool, never to an address typed
 * into the form (that one is stored as the contact only), so the form cannot mail a stranger.
 */
export async function sendApplicationMails(
  deps: EventMailDeps & { admins: AdminDirectory; log?: Logger },
  event: TApplicationSubmitted,
) {
  const item = await deps.table.get<ApplicationItem>(applicationKey(event.applicationId), {
    consistent: true,
  });
  if (!item) return { receipt: 'skipped', notice: 'skipped' } as const;
  const noun = APPLICATION_KIND_NOUNS[item.kind];
  const summary = summaryLines(item);
  const claim = (mail: string) => ({ scope: SCOPE, key: `${item.id}#${mail}` });
  return sendEach({
    receipt: async () => {
      const account = await deps.users.getEmail(item.submittedBy, item.submittedByUsername);
      if (!account) {
        deps.log?.warn('No account address for a receipt', { applicationId: item.id });
        return 'skipped' as const;
      }
      return sendOnce(deps, claim('receipt'), () =>
        deps.mailer.send({
          to: account,
          ...mails.applicantApplicationReceived({
            applicantName: oneLine(greetingName(item)),
            noun,
            summary,
            applicationUrl: deps.links.url(`/my/applications/${item.id}`),
          }),
        }),
      );
    },
    notice: async () => {
      const admins = await deps.admins.emails();
      if (admins.length === 0) {
        deps.log?.warn('No administrator to notify of a submission', { applicationId: item.id });
        return 'skipped' as const;
      }
      return sendOnce(deps, claim('notice'), () =>
        deps.mailer.send({
          to: admins,
          ...mails.adminApplicationSubmitted({
            noun,
            name: item.name,
            submittedOn: item.createdAt.slice(0, 10),
            summary,
            screenUrl: deps.links.url(`/admin/applications/${item.id}`),
          }),
        }),
      );
    },
  });
}
