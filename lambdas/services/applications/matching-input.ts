import { applicationMessages } from '@contracts/applications/application';
import { cisoSubmissionOf, hasBoardExperience } from '@contracts/applications/ciso-application';
import type { CandidateForMatching, RoleForMatching } from '@domain/applications/matching';
import { badRequest } from '../../errors';
import { applicationKeys } from '../../keys/application';
import type { Table } from '../../ports/table';
import { requirementsOf, type ApplicationItem } from './application-item';

/** What matching reads of a role request; anything else is refused. */
export function roleForMatching(item: ApplicationItem): RoleForMatching {
  if (item.kind !== 'role') throw badRequest(applicationMessages.notARole);
  const s = item.submission;
  const asked = requirementsOf(item);
  return {
    id: item.id,
    roleType: s.roleType,
    industry: s.industry,
    companySize: s.companySize,
    text: `${s.companyDescription}\n${s.roleDescription}`,
    requiredExpertise: asked.requiredExpertise,
    requiredCertifications: asked.requiredCertifications,
    requiredExperience: asked.requiredExperience,
    boardExperienceRequired: asked.boardExperienceRequired,
  };
}

/** What matching reads of a professional's application. */
export function candidateForMatching(
  item: Extract<ApplicationItem, { kind: 'ciso' }>,
): CandidateForMatching {
  const s = cisoSubmissionOf(item.submission);
  return {
    id: item.id,
    name: item.name,
    email: item.email,
    status: item.status,
    createdAt: item.createdAt,
    certifications: s.certifications,
    securityDomains: s.securityDomains,
    industries: s.industriesServed,
    companySizes: s.companySizes,
    yearsOfExperience: s.yearsOfExperience,
    availability: s.availability,
    boardExperience: hasBoardExperience(s),
    // The executive experience text is evidence too (one stored in the former shape may have none).
    text: [s.keyAchievements, s.executiveExperience ?? ''].join('\n').trim(),
  };
}

/** Every professional who applied: the whole GSI1 partition of that kind, page by page. */
export async function allCandidates(
  table: Pick<Table, 'queryAll'>,
): Promise<CandidateForMatching[]> {
  const items = await table.queryAll<ApplicationItem>({
    index: 'GSI1',
    pk: applicationKeys.indexPartition('GSI1', { kind: 'ciso' }),
    projection: ['id', 'kind', 'name', 'email', 'status', 'createdAt', 'submission'],
  });
  return items.flatMap((item) => (item.kind === 'ciso' ? [candidateForMatching(item)] : []));
}
