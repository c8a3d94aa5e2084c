import type { TRoleRequirementsParsed } from '@contracts/applications/role-request';
import type { RequirementLine } from './matching';
import { yearsText } from './submission';

/** A requirement list with nothing chosen: matching then has only the role's own text. */
export const NONE_SET = 'None set';

/** 0 years is no minimum. */
export const minimumExperienceText = (years: number) =>
  years > 0 ? `At least ${yearsText(years)}` : 'No minimum';

/**
 * The requirements card's read-only lines: domains and certifications as lists (badges, or
 * "None set"), the minimum experience and whether board experience is required.
 */
export function requirementsSummary(requirements: TRoleRequirementsParsed): RequirementLine[] {
  return [
    { label: 'Security domains', value: requirements.requiredExpertise },
    { label: 'Certifications', value: requirements.requiredCertifications },
    {
      label: 'Minimum experience',
      value: minimumExperienceText(requirements.requiredExperience),
    },
    {
      label: 'Board experience',
      value: requirements.boardExperienceRequired ? 'Required' : 'Not required',
    },
  ];
}
