import type { TApplicationStatus, TMatchProposal } from '@contracts/applications/application';
import type { TCriterionScore, TMatchRequirements } from '@contracts/applications/matching';
import { canBeMatched, canBeProposed } from '@domain/applications/screening';

/** Points and scores are whole numbers (the report gives whole points): "13". */
export const formatPoints = (points: number) => String(Math.round(points));

/** A candidate's points added up, to the cent: the total row of the breakdown (its score). */
export const totalPoints = (criteria: readonly Pick<TCriterionScore, 'points'>[]) =>
  Math.round(criteria.reduce((sum, c) => sum + c.points, 0) * 100) / 100;

export const NOT_STATED = 'not stated';

/** One line of "What the role asks for": a value, a list (shown as badges) or "not stated". */
export interface RequirementLine {
  label: string;
  value: string | string[];
}

const listOrNotStated = (values: string[]) => (values.length > 0 ? values : NOT_STATED);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function requirementLines(requirements: TMatchRequirements): RequirementLine[] {
  const { minYears, minDaysPerMonth } = requirements;
  return [
    { label: 'Security domains', value: listOrNotStated(requirements.domains) },
    { label: 'Certifications', value: listOrNotStated(requirements.certifications) },
    { label: 'Industry', value: requirements.industry ?? NOT_STATED },
    { label: 'Company size', value: requirements.companySize ?? NOT_STATED },
    {
      label: 'Minimum experience',
      value: minYears === null ? NOT_STATED : `at least ${plural(minYears, 'year', 'years')}`,
    },
    {
      label: 'Availability',
      value:
        minDaysPerMonth > 0
          ? `at least ${plural(minDaysPerMonth, 'day', 'days')} per month`
          : NOT_STATED,
    },
    {
      label: 'Board experience',
      value: requirements.boardExperienceRequired ? 'required' : 'not required',
    },
  ];
}

/**
 * Why a professional cannot be proposed for this role now, if so: the role is not open for
 * matching (`canBeMatched`) or not screened yet, the match was proposed already, or the
 * professional is rejected or not screened yet (the server refuses the same).
 */
export function proposeBlocker(
  role: { status: TApplicationStatus; matches: readonly Pick<TMatchProposal, 'candidateId'>[] },
  candidate: { candidateId: string; status: TApplicationStatus },
): string | undefined {
  if (!canBeMatched(role.status)) return 'Reopen the role request to propose matches';
  if (role.matches.some((m) => m.candidateId === candidate.candidateId)) return 'Already proposed';
  if (!canBeMatched(candidate.status)) return 'This professional was rejected';
  if (!canBeProposed(role.status)) return 'Move the role request to Screening to propose matches';
  if (!canBeProposed(candidate.status)) return 'Screen this professional first: still New';
  return undefined;
}
