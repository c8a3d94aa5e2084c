import type { TMatchProposed } from '@contracts/applications/application';
import { ROLE_TYPE_LABELS } from '@contracts/applications/options';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import { oneLine } from '../mail/mail-text';
import { sendEach, sendOnce } from '../mail/send-once';
import { applicationKey, type ApplicationItem } from './application-item';
import { summaryLines } from './application-mails';

/**
 * `MatchProposed` → an introduction to each side: the company hears about the professional and
 * the professional about the role, each with the other's contact details and a reply-to that
 * reaches the other directly. Each mail at most once per match.
 */
export async function sendIntroductions(
  deps: {
    table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
    clock: Clock;
    mailer: Mailer;
  },
  event: TMatchProposed,
) {
  const read = (id: string) =>
    deps.table.get<ApplicationItem>(applicationKey(id), { consistent: true });
  const [role, candidate] = await Promise.all([read(event.roleId), read(event.candidateId)]);
  if (role?.kind !== 'role' || candidate?.kind !== 'ciso')
    return { company: 'skipped', candidate: 'skipped' } as const;
  const roleLabel = ROLE_TYPE_LABELS[role.submission.role_type];
  const claim = (side: string) => ({
    scope: 'match-introduction',
    key: `${event.matchId}#${side}`,
  });
  return sendEach({
    company: () =>
      sendOnce(deps, claim('company'), () =>
        deps.mailer.send({
          to: role.submission.contact_email,
          replyTo: candidate.email,
          subject: oneLine(`Introducing ${candidate.name} for your ${roleLabel} role`),
          text: [
            `Hello ${oneLine(role.submission.contact_name)},`,
            '',
            `We would like to introduce ${oneLine(candidate.name)}, a security leader we believe fits the ${roleLabel} role at ${oneLine(role.name)}. Reply to this e-mail to reach them directly.`,
            '',
            ...summaryLines(candidate),
          ].join('\n'),
        }),
      ),
    candidate: () =>
      sendOnce(deps, claim('candidate'), () =>
        deps.mailer.send({
          to: candidate.email,
          replyTo: role.submission.contact_email,
          subject: oneLine(`Introducing ${role.name}: a ${roleLabel} role`),
          text: [
            `Hello ${oneLine(candidate.name)},`,
            '',
            `We would like to introduce ${oneLine(role.name)}, who are looking for a ${roleLabel} and whose needs match your experience. Reply to this e-mail to reach ${oneLine(role.submission.contact_name)} directly.`,
            '',
            ...summaryLines(role),
          ].join('\n'),
        }),
      ),
  });
}
