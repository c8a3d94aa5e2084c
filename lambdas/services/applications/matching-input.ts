import { applicationMessages } from '@contracts/applications/application';
import { hasBoardExperience } from '@contracts/applications/ciso-application';
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
    roleType: s.role_type,
    industry: s.industry,
    companySize: s.company_size,
    text: `${s.company_description}\n${s.role_description}`,
    requiredExpertise: asked.required_expertise,
    requiredCertifications: asked.required_certifications,
    requiredExperience: asked.required_experience,
    boardExperienceRequired: asked.board_experience_required,
  };
}

/** What matching reads of a professional's application. */
export function candidateForMatching(
  item: Extract<ApplicationItem, { kind: 'ciso' }>,
): CandidateForMatching {
  const s = item.submission;
  const board = hasBoardExperience(s);
  return {
    id: item.id,
    name: item.name,
    email: item.email,
    status: item.status,
    createdAt: item.createdAt,
    certifications: s.certifications,
    securityDomains: s.security_domains,
    industries: s.industries_served,
    companySizes: s.company_sizes,
    yearsOfExperience: s.years_of_experience,
    availability: s.availability,
    boardExperience: board,
    // The executive experience text, when the board box was not ticked, is evidence too.
    text: board ? s.key_achievements : `${s.key_achievements}\n${s.board_experience}`,
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
