import { describe, expect, it } from 'vitest';
import { ZMatchRanking } from '@contracts/applications/matching';
import {
  formatPoints,
  NOT_STATED,
  proposeBlocker,
  requirementLines,
  totalPoints,
} from '../../../../web/src/features/screening/lib/matching';

const report = ZMatchRanking.parse({
  roleId: 'role-1',
  requirements: {
    domains: ['Risk Management'],
    certifications: [],
    industry: 'Financial Services',
    companySize: null,
    minYears: null,
    minDaysPerMonth: 0,
    boardExperienceRequired: false,
  },
  weights: [
    { criterion: 'domains', label: 'Security domains', weight: 33.33 },
    { criterion: 'industries', label: 'Industries', weight: 66.67 },
  ],
  ranked: [
    {
      candidateId: 'c1',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      status: 'screening',
      rank: 1,
      score: 50.3,
      criteria: [
        {
          criterion: 'domains',
          label: 'Security domains',
          weight: 33.33,
          points: 16.67,
          outcome: 'partial',
          matched: ['Risk Management'],
          missing: ['Incident Response'],
          detail: 'One of two domains.',
        },
        {
          criterion: 'industries',
          label: 'Industries',
          weight: 66.67,
          points: 33.63,
          outcome: 'match',
          matched: ['Financial Services'],
          missing: [],
          detail: 'Serves the industry.',
        },
        {
          criterion: 'experience',
          label: 'Experience',
          weight: 0,
          points: 0,
          outcome: 'unknown',
          matched: [],
          missing: [],
          detail: 'The role states no minimum.',
        },
      ],
    },
  ],
  excluded: [],
});

describe('matching', () => {
  it('shows points and scores as whole numbers', () => {
    expect(formatPoints(13)).toBe('13');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(100)).toBe('100');
  });

  it("adds a candidate's points up to its score, to the cent", () => {
    const [candidate] = report.ranked;
    expect(totalPoints(candidate!.criteria)).toBe(candidate!.score);
    expect(totalPoints(candidate!.criteria)).toBe(50.3);
    expect(totalPoints([{ points: 0.1 }, { points: 0.2 }])).toBe(0.3);
    expect(totalPoints([])).toBe(0);
  });

  it('says "not stated" for what the role leaves open', () => {
    const lines = Object.fromEntries(
      requirementLines(report.requirements).map((l) => [l.label, l.value]),
    );
    expect(lines).toEqual({
      'Security domains': ['Risk Management'],
      Certifications: NOT_STATED,
      Industry: 'Financial Services',
      'Company size': NOT_STATED,
      'Minimum experience': NOT_STATED,
      Availability: NOT_STATED,
      'Board experience': 'not required',
    });
    const stated = Object.fromEntries(
      requirementLines({
        ...report.requirements,
        minYears: 1,
        minDaysPerMonth: 8,
        boardExperienceRequired: true,
      }).map((l) => [l.label, l.value]),
    );
    expect(stated['Minimum experience']).toBe('at least 1 year');
    expect(stated.Availability).toBe('at least 8 days per month');
    expect(stated['Board experience']).toBe('required');
  });

  it('blocks a proposal for a rejected or unscreened role, a repeat, or a rejected or unscreened professional', () => {
    const candidate = { candidateId: 'c1', status: 'screening' } as const;
    expect(proposeBlocker({ status: 'interview', matches: [] }, candidate)).toBeUndefined();
    // Both sides screened first ("screened on both sides").
    expect(proposeBlocker({ status: 'new', matches: [] }, candidate)).toMatch(/Screening/);
    expect(
      proposeBlocker({ status: 'screening', matches: [] }, { candidateId: 'c3', status: 'new' }),
    ).toMatch(/Screen this professional/);
    expect(proposeBlocker({ status: 'rejected', matches: [] }, candidate)).toMatch(/Reopen/);
    expect(proposeBlocker({ status: 'matched', matches: [{ candidateId: 'c1' }] }, candidate)).toBe(
      'Already proposed',
    );
    expect(
      proposeBlocker({ status: 'new', matches: [] }, { candidateId: 'c2', status: 'rejected' }),
    ).toMatch(/rejected/);
  });
});
