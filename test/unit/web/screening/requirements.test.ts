import { describe, expect, it } from 'vitest';
import { ZRoleRequirements } from '@contracts/applications/role-request';
import {
  minimumExperienceText,
  requirementsSummary,
} from '../../../../web/src/features/screening/lib/requirements';

describe('minimumExperienceText', () => {
  it('reads 0 as no minimum', () => {
    expect(minimumExperienceText(0)).toBe('No minimum');
  });

  it('says the years, singular or plural', () => {
    expect(minimumExperienceText(1)).toBe('At least 1 year');
    expect(minimumExperienceText(12)).toBe('At least 12 years');
  });
});

describe('requirementsSummary', () => {
  it('shows requirements as sent (all empty) as empty lists, no minimum, board not required', () => {
    expect(requirementsSummary(ZRoleRequirements.parse({}))).toEqual([
      { label: 'Security domains', value: [] },
      { label: 'Certifications', value: [] },
      { label: 'Minimum experience', value: 'No minimum' },
      { label: 'Board experience', value: 'Not required' },
    ]);
  });

  it('lists refined requirements in the order chosen', () => {
    const refined = ZRoleRequirements.parse({
      requiredExpertise: ['Risk Management', 'Cloud Security'],
      requiredCertifications: ['CISSP'],
      requiredExperience: '10',
      boardExperienceRequired: true,
    });
    expect(requirementsSummary(refined)).toEqual([
      { label: 'Security domains', value: ['Risk Management', 'Cloud Security'] },
      { label: 'Certifications', value: ['CISSP'] },
      { label: 'Minimum experience', value: 'At least 10 years' },
      { label: 'Board experience', value: 'Required' },
    ]);
  });
});

describe('ZRoleRequirements as the form reads it', () => {
  it('takes the number input’s text, blank as no minimum', () => {
    expect(ZRoleRequirements.parse({ requiredExperience: '7' }).requiredExperience).toBe(7);
    expect(ZRoleRequirements.parse({ requiredExperience: '' }).requiredExperience).toBe(0);
  });

  it('refuses fractions, negatives and more than 50 years with the years message', () => {
    for (const years of ['2.5', '-1', '51']) {
      const result = ZRoleRequirements.safeParse({ requiredExperience: years });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Minimum experience must be a whole number of years from 0 to 50',
      );
    }
  });
});
