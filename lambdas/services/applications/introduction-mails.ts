import type { TMatchAccepted, TMatchProposed } from '@contracts/applications/application';
import { ROLE_TYPE_LABELS } from '@contracts/applications/options';
import { mails } from '../../mail/mails';
import { oneLine } from '../../mail/render';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { sendEach, sendOnce } from '../mail/send-once';
import { applicationKey, type ApplicationItem } from './application-item';
import { summaryLines } from './application-mails';

type MailDeps = {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  clock: Clock;
  mailer: Mailer;
};

/** Both sides of a match, or undefined when either is gone or not what a match joins. */
async function readSides(table: MailDeps['table'], event: TMatchProposed) {
  const read = (id: string) => table.get<ApplicationItem>(applicationKey(id), { consistent: true });
  const [role, candidate] = await Promise.all([read(event.roleId), read(event.candidateId)]);
  if (role?.kind !== 'role' || candidate?.kind !== 'ciso') return undefined;
  return { role, candidate };
}

/**
 * `MatchProposed` → the professional, at their account's own address, hears what the role is
 * (never yet who the company is or how to reach it) and is asked to accept or decline it in the
 * app. Once per match.
 */
export async function sendMatchRequest(
  deps: MailDeps & { users: Pick<UserDirectory, 'getEmail'>; links: AppLinks; log?: Logger },
  event: TMatchProposed,
) {
  const sides = await readSides(deps.table, event);
  if (!sides) return 'skipped' as const;
  const { role, candidate } = sides;
  const account = await deps.users.getEmail(candidate.submittedBy, candidate.submittedByUsername);
  if (!account) {
    deps.log?.warn('No account address for a match request', { matchId: event.matchId });
    return 'skipped' as const;
  }
  const s = role.submission;
  const roleLabel = ROLE_TYPE_LABELS[s.roleType];
  return sendOnce(deps, { scope: 'match-introduction', key: `${event.matchId}#request` }, () =>
    deps.mailer.send({
      to: account,
      ...mails.professionalMatchProposed({
        professionalName: oneLine(candidate.name),
        roleLabel,
        company: oneLine(`${s.industry}, ${s.companySize}, ${s.country}`),
        roleDescription: oneLine(s.roleDescription),
        answerUrl: deps.links.url(`/my/applications/${candidate.id}`),
      }),
    }),
  );
}

/**
 * `MatchAccepted` → an introduction to each side: the company hears about the professional and
 * the professional about the role, each with the other's contact details and a reply-to that
 * reaches the other directly. Each mail at most once per match.
 */
export async function sendIntroductions(deps: MailDeps, event: TMatchAccepted) {
  const sides = await readSides(deps.table, event);
  if (!sides) return { company: 'skipped', candidate: 'skipped' } as const;
  const { role, candidate } = sides;
  const roleLabel = ROLE_TYPE_LABELS[role.submission.roleType];
  const claim = (side: string) => ({
    scope: 'match-introduction',
    key: `${event.matchId}#${side}`,
  });
  return sendEach({
    company: () =>
      sendOnce(deps, claim('company'), () =>
        deps.mailer.send({
          to: role.submission.contactEmail,
          replyTo: candidate.email,
          ...mails.companyMatchIntroduced({
            contactName: oneLine(role.submission.contactName),
            professionalName: oneLine(candidate.name),
            roleLabel,
            roleName: oneLine(role.name),
            professional: summaryLines(candidate, 'other side'),
          }),
        }),
      ),
    candidate: () =>
      sendOnce(deps, claim('candidate'), () =>
        deps.mailer.send({
          to: candidate.email,
          replyTo: role.submission.contactEmail,
          ...mails.professionalMatchIntroduced({
            professionalName: oneLine(candidate.name),
            roleName: oneLine(role.name),
            roleLabel,
            contactName: oneLine(role.submission.contactName),
            role: summaryLines(role, 'other side'),
          }),
        }),
      ),
  });
}
