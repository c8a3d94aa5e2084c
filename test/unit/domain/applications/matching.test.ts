import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPLICATION_STATUSES } from '@contracts/applications/application';
import {
  MATCH_CRITERIA,
  ZMatchRanking,
  type TCriterionScore,
  type TMatchCriterion,
  type TMatchRanking,
  type TRankedCandidate,
} from '@contracts/applications/matching';
import {
  AVAILABILITY_OPTIONS,
  CERTIFICATIONS,
  COMPANY_SIZES,
  INDUSTRIES,
  ROLE_TYPES,
  SECURITY_DOMAINS,
} from '@contracts/applications/options';
import {
  MATCH_WEIGHTS,
  rankCandidates,
  type CandidateForMatching,
  type RoleForMatching,
} from '@domain/applications/matching';

/** A role that asks for nothing beyond its engagement type; tests add what they need. */
const role = (over: Partial<RoleForMatching> = {}): RoleForMatching => ({
  id: 'role-1',
  roleType: 'fractional',
  industry: 'Other',
  companySize: '',
  text: '',
  requiredExpertise: [],
  requiredCertifications: [],
  requiredExperience: 0,
  boardExperienceRequired: false,
  ...over,
});

/** A candidate who said nothing but their availability; tests add what they need. */
const candidate = (over: Partial<CandidateForMatching> = {}): CandidateForMatching => ({
  id: 'c-1',
  name: 'Jo Smith',
  email: 'jo@example.com',
  status: 'screening',
  createdAt: '2025-03-01T09:00:00.000Z',
  certifications: [],
  securityDomains: [],
  industries: [],
  companySizes: [],
  yearsOfExperience: null,
  availability: '12-days',
  boardExperience: false,
  text: '',
  ...over,
});

const only = (report: TMatchRanking): TRankedCandidate => {
  expect(report.ranked).toHaveLength(1);
  return report.ranked[0]!;
};
const criterionOf = (ranked: TRankedCandidate, criterion: TMatchCriterion): TCriterionScore =>
  ranked.criteria.find((c) => c.criterion === criterion)!;
const scoreOne = (r: RoleForMatching, c: CandidateForMatching, criterion: TMatchCriterion) =>
  criterionOf(only(rankCandidates(r, [c])), criterion);

const hundredths = (points: number): number => Math.round(points * 100);

describe('rankCandidates: the report', () => {
  it('states its weights in criterion order, adding up to 100, and parses as the contract', () => {
    const report = rankCandidates(role(), [candidate()]);
    expect(report.weights.map((w) => w.criterion)).toEqual([...MATCH_CRITERIA]);
    expect(report.weights.map((w) => [w.label, w.weight])).toEqual([
      ['Security domains', 30],
      ['Certifications & frameworks', 20],
      ['Industry', 15],
      ['Company size', 10],
      ['Experience', 15],
      ['Availability', 10],
    ]);
    expect(report.weights.reduce((sum, w) => sum + w.weight, 0)).toBe(100);
    expect(ZMatchRanking.parse(report)).toEqual(report);
  });

  it('states what the role asks for as matching read it, by vocabulary label', () => {
    const report = rankCandidates(
      role({
        roleType: 'advisory',
        industry: 'Healthcare',
        companySize: 'Small (≤50 employees)',
        text: 'We hold patient data under HIPAA and want ISO/IEC 27001; IAM is a mess.',
        requiredExpertise: ['Incident Response'],
        requiredCertifications: ['Certified Information Security Manager (CISM)'],
        requiredExperience: 8,
        boardExperienceRequired: true,
      }),
      [],
    );
    expect(report.roleId).toBe('role-1');
    expect(report.requirements).toEqual({
      domains: ['Identity & Access Management', 'Incident Response'],
      certifications: ['ISO 27001', 'HIPAA', 'CISM'],
      industry: 'Healthcare',
      companySize: 'Small (≤50 employees)',
      minYears: 8,
      minDaysPerMonth: 4,
      boardExperienceRequired: true,
    });
  });

  it('states an unknown industry and size, and no minimum years, as null', () => {
    const { requirements } = rankCandidates(role(), []);
    expect(requirements).toMatchObject({
      domains: [],
      certifications: [],
      industry: null,
      companySize: null,
      minYears: null,
      minDaysPerMonth: 8,
    });
  });

  it('refuses a required experience that is not whole years, zero or more', () => {
    expect(() => rankCandidates(role({ requiredExperience: -1 }), [])).toThrow(RangeError);
    expect(() => rankCandidates(role({ requiredExperience: 2.5 }), [])).toThrow(RangeError);
  });
});

describe('rankCandidates: hard requirements', () => {
  it('lists a candidate apart with every requirement they fail', () => {
    const report = rankCandidates(role({ boardExperienceRequired: true }), [
      candidate({ id: 'x', status: 'rejected', availability: null, boardExperience: false }),
    ]);
    expect(report.ranked).toEqual([]);
    expect(report.excluded).toEqual([
      {
        candidateId: 'x',
        name: 'Jo Smith',
        status: 'rejected',
        reasons: [
          'Rejected in screening',
          'Availability unknown',
          'No board experience; the role requires it',
        ],
      },
    ]);
  });

  it('needs at least 8 days per month for a fractional role and 4 for an advisory one', () => {
    const four = candidate({ availability: '4-days' });
    const eight = candidate({ availability: '8-days' });
    expect(rankCandidates(role({ roleType: 'fractional' }), [four]).excluded[0]!.reasons).toEqual([
      'Available 4 days per month; a fractional role needs at least 8',
    ]);
    expect(rankCandidates(role({ roleType: 'fractional' }), [eight]).ranked).toHaveLength(1);
    expect(rankCandidates(role({ roleType: 'advisory' }), [four]).ranked).toHaveLength(1);
  });

  it('never assumes an unknown availability', () => {
    const report = rankCandidates(role({ roleType: 'advisory' }), [
      candidate({ availability: null }),
    ]);
    expect(report.excluded[0]!.reasons).toEqual(['Availability unknown']);
  });

  it('asks for board experience only when the role requires it', () => {
    const noBoard = candidate({ boardExperience: false });
    expect(rankCandidates(role(), [noBoard]).ranked).toHaveLength(1);
    const required = role({ boardExperienceRequired: true });
    expect(rankCandidates(required, [noBoard]).excluded[0]!.reasons).toEqual([
      'No board experience; the role requires it',
    ]);
    expect(rankCandidates(required, [candidate({ boardExperience: true })]).ranked).toHaveLength(1);
  });

  it('ranks every status but rejected', () => {
    const open = APPLICATION_STATUSES.filter((s) => s !== 'rejected');
    const report = rankCandidates(
      role(),
      open.map((status) => candidate({ id: status, status })),
    );
    expect(report.ranked.map((r) => r.status).sort()).toEqual([...open].sort());
  });
});

describe('rankCandidates: missing information', () => {
  const asking = role({
    industry: 'Retail',
    companySize: 'Large (>250 employees)',
    requiredExpertise: ['Cloud Security'],
    requiredCertifications: ['CISSP'],
  });

  it('gives nothing for what the candidate did not say, and calls it unknown', () => {
    const ranked = only(rankCandidates(asking, [candidate({ yearsOfExperience: null })]));
    for (const criterion of [
      'domains',
      'certifications',
      'industries',
      'companySizes',
      'experience',
    ] as const) {
      const score = criterionOf(ranked, criterion);
      expect(score, criterion).toMatchObject({ points: 0, outcome: 'unknown', matched: [] });
      expect(score.detail, criterion).toMatch(/^The candidate did not say|^The candidate did not/);
    }
    expect(ranked.score).toBe(10);
  });

  it('gives nothing for what the role does not ask, for everyone, and calls it unknown', () => {
    const full = candidate({
      securityDomains: [...SECURITY_DOMAINS],
      certifications: [...CERTIFICATIONS],
      industries: [...INDUSTRIES],
      companySizes: [...COMPANY_SIZES],
    });
    const ranked = only(
      rankCandidates(role({ text: 'A special associate, first of many.' }), [full]),
    );
    for (const criterion of ['domains', 'certifications', 'industries', 'companySizes'] as const) {
      const score = criterionOf(ranked, criterion);
      expect(score, criterion).toMatchObject({ points: 0, outcome: 'unknown', matched: [] });
      expect(score.detail, criterion).toMatch(/^The role does not/);
    }
  });

  it('calls it a mismatch only when both sides said something and nothing fits', () => {
    const said = candidate({
      securityDomains: ['Network Security'],
      certifications: ['CEH'],
      industries: ['Energy'],
      companySizes: ['Micro (≤10 employees)'],
    });
    const ranked = only(rankCandidates(asking, [said]));
    for (const criterion of ['domains', 'certifications', 'industries', 'companySizes'] as const) {
      expect(criterionOf(ranked, criterion), criterion).toMatchObject({
        points: 0,
        outcome: 'mismatch',
        matched: [],
      });
    }
    expect(criterionOf(ranked, 'domains').missing).toEqual(['Cloud Security']);
  });

  it('does not count an "Other" certification as a named one', () => {
    const score = scoreOne(asking, candidate({ certifications: ['Other'] }), 'certifications');
    expect(score.outcome).toBe('unknown');
  });

  it('does not count a role whose industry is "Other" as naming one', () => {
    const score = scoreOne(role(), candidate({ industries: ['Other'] }), 'industries');
    expect(score).toMatchObject({ points: 0, outcome: 'unknown' });
  });
});

describe('rankCandidates: names read through the vocabulary', () => {
  it('meets "ISO/IEC 27001" in the role with "ISO 27001" in the achievements', () => {
    const score = scoreOne(
      role({ text: 'We are working towards ISO/IEC 27001 certification.' }),
      candidate({ text: 'Took two companies through ISO 27001 certification.' }),
      'certifications',
    );
    expect(score).toMatchObject({ points: 20, outcome: 'match', matched: ['ISO 27001'] });
    expect(score.detail).toContain('ISO 27001 (from their achievements or experience)');
  });

  it('meets "ISO/IEC 27001" with an ISO 27001 Lead Auditor certificate', () => {
    const score = scoreOne(
      role({ text: 'We are working towards ISO/IEC 27001 certification.' }),
      candidate({ certifications: ['ISO 27001 Lead Auditor'] }),
      'certifications',
    );
    expect(score).toMatchObject({ points: 20, outcome: 'match', matched: ['ISO 27001'] });
    expect(score.detail).toContain('ISO 27001 (via ISO 27001 Lead Auditor)');
  });

  it('meets "IAM" in the role with the Identity & Access Management option', () => {
    const score = scoreOne(
      role({ text: 'Our IAM needs an owner.' }),
      candidate({ securityDomains: ['Identity & Access Management'] }),
      'domains',
    );
    expect(score).toMatchObject({
      points: 30,
      outcome: 'match',
      matched: ['Identity & Access Management'],
    });
  });

  it('reads the long form of CISM as CISM', () => {
    const score = scoreOne(
      role({ requiredCertifications: ['Certified Information Security Manager (CISM)'] }),
      candidate({ certifications: ['CISM'] }),
      'certifications',
    );
    expect(score).toMatchObject({ points: 20, outcome: 'match', matched: ['CISM'] });
  });

  it('finds domains in the candidate text as well as in the chosen options', () => {
    const score = scoreOne(
      role({ requiredExpertise: ['Security Operations', 'Cloud Security'] }),
      candidate({ securityDomains: ['Cloud Security'], text: 'Built a 24/7 SOC from scratch.' }),
      'domains',
    );
    expect(score).toMatchObject({ points: 30, outcome: 'match' });
    expect(score.matched).toEqual(['Cloud Security', 'Security Operations']);
    expect(score.detail).toContain('Security Operations (from their achievements or experience)');
  });

  it('finds no requirement or evidence inside longer words', () => {
    const r = role({ text: 'A special associate will be the first to help.' });
    expect(rankCandidates(r, []).requirements).toMatchObject({ domains: [], certifications: [] });
    const score = scoreOne(
      role({ requiredCertifications: [], text: 'PCI DSS applies to us.' }),
      candidate({ text: 'A special associate, first in the firm to lead.' }),
      'certifications',
    );
    expect(score.outcome).toBe('unknown');
    expect(score.matched).toEqual([]);
  });

  it('does not read "SOC 2" as security operations work', () => {
    const score = scoreOne(
      role({ requiredExpertise: ['Security Operations'] }),
      candidate({ securityDomains: ['Risk Management'], text: 'Passed the SOC 2 Type II audit.' }),
      'domains',
    );
    expect(score.outcome).toBe('mismatch');
  });
});

describe('rankCandidates: partial credit', () => {
  it('gives the domains weight times the share matched, rounded once to the hundredth', () => {
    const r = role({
      requiredExpertise: ['Cloud Security', 'Incident Response', 'Risk Management'],
    });
    const one = scoreOne(r, candidate({ securityDomains: ['Cloud Security'] }), 'domains');
    expect(one).toMatchObject({
      points: 10,
      outcome: 'partial',
      matched: ['Cloud Security'],
      missing: ['Incident Response', 'Risk Management'],
    });
    expect(one.detail).toContain('1 of the 3 security domains asked, so 10 of 30 points');
  });

  it('says whether the one thing asked is held', () => {
    const r = role({ requiredExpertise: ['Cloud Security'] });
    expect(
      scoreOne(r, candidate({ securityDomains: ['Cloud Security'] }), 'domains'),
    ).toMatchObject({
      points: 30,
      outcome: 'match',
      detail: 'Holds the security domain asked: Cloud Security.',
    });
    expect(
      scoreOne(r, candidate({ securityDomains: ['Data Protection'] }), 'domains'),
    ).toMatchObject({
      points: 0,
      outcome: 'mismatch',
      detail: 'Lacks the security domain asked: Cloud Security.',
    });
  });

  it('gives 13 of 20 for two of three certifications', () => {
    const score = scoreOne(
      role({ requiredCertifications: ['CISSP', 'CISM', 'CISA'] }),
      candidate({ certifications: ['CISSP', 'CISA'] }),
      'certifications',
    );
    expect(score).toMatchObject({ points: 13, outcome: 'partial', missing: ['CISM'] });
  });

  it('gives experience in proportion to the minimum, in full once it is met', () => {
    const r = role({ requiredExperience: 10 });
    expect(scoreOne(r, candidate({ yearsOfExperience: 6 }), 'experience')).toMatchObject({
      points: 9,
      outcome: 'partial',
      missing: ['At least 10 years'],
    });
    expect(scoreOne(r, candidate({ yearsOfExperience: 10 }), 'experience')).toMatchObject({
      points: 15,
      outcome: 'match',
      matched: ['At least 10 years'],
    });
    expect(scoreOne(r, candidate({ yearsOfExperience: 30 }), 'experience').points).toBe(15);
  });

  it('counts up to 20 years for full points when the role sets no minimum', () => {
    const fifteen = scoreOne(role(), candidate({ yearsOfExperience: 15 }), 'experience');
    expect(fifteen).toMatchObject({ points: 11, outcome: 'partial' });
    expect(fifteen.detail).toContain('15 of 20 years for full points');
    expect(scoreOne(role(), candidate({ yearsOfExperience: 20 }), 'experience')).toMatchObject({
      points: 15,
      outcome: 'match',
    });
    expect(scoreOne(role(), candidate({ yearsOfExperience: 35 }), 'experience').points).toBe(15);
    expect(scoreOne(role(), candidate({ yearsOfExperience: 1 }), 'experience').points).toBe(1);
  });

  it('gives availability in full once the asked minimum is met: 8 days fractional, 4 advisory', () => {
    const fractional = role({ roleType: 'fractional' });
    expect(
      scoreOne(fractional, candidate({ availability: '8-days' }), 'availability'),
    ).toMatchObject({ points: 10, outcome: 'match', matched: ['At least 8 days per month'] });
    expect(
      scoreOne(fractional, candidate({ availability: '16-days' }), 'availability'),
    ).toMatchObject({ points: 10, outcome: 'match', matched: ['At least 8 days per month'] });
    expect(
      scoreOne(
        role({ roleType: 'advisory' }),
        candidate({ availability: '4-days' }),
        'availability',
      ),
    ).toMatchObject({ points: 10, outcome: 'match' });
  });

  it('gives industry and company size all or nothing', () => {
    const r = role({ industry: 'Energy', companySize: 'AIM Listed' });
    const c = candidate({ industries: ['Retail', 'Energy'], companySizes: ['FTSE Listed'] });
    expect(scoreOne(r, c, 'industries')).toMatchObject({ points: 15, matched: ['Energy'] });
    expect(scoreOne(r, c, 'companySizes')).toMatchObject({
      points: 0,
      outcome: 'mismatch',
      missing: ['AIM Listed'],
    });
  });
});

describe('rankCandidates: order', () => {
  it('breaks equal scores by more criteria fully met, then earlier arrival, then id', () => {
    const r = role({
      industry: 'Technology',
      requiredExpertise: ['Cloud Security', 'Network Security'],
      requiredExperience: 10,
    });
    const base = { yearsOfExperience: 5, availability: '20-days' } as const;
    // 15 (industry, met) + 8 (7.5 rounded) + 10 = 33 with two criteria met.
    const moreMet = candidate({
      ...base,
      id: 'z-more-met',
      createdAt: '2025-06-01T00:00:00.000Z',
      industries: ['Technology'],
    });
    // 15 (one of two domains) + 8 + 10 = 33 with one criterion met.
    const fewerMet = candidate({
      ...base,
      id: 'a-fewer-met',
      createdAt: '2024-01-01T00:00:00.000Z',
      industries: ['Retail'],
      securityDomains: ['Cloud Security'],
    });
    const later = { ...fewerMet, id: 'a-later', createdAt: '2024-02-01T00:00:00.000Z' };
    const sameTimeB = { ...later, id: 'b-same-time' };
    const report = rankCandidates(r, [sameTimeB, later, fewerMet, moreMet]);
    expect(report.ranked.map((c) => [c.rank, c.candidateId, c.score])).toEqual([
      [1, 'z-more-met', 33],
      [2, 'a-fewer-met', 33],
      [3, 'a-later', 33],
      [4, 'b-same-time', 33],
    ]);
  });

  it('puts a higher score first whatever the arrival', () => {
    const report = rankCandidates(role(), [
      candidate({ id: 'early', createdAt: '2020-01-01T00:00:00.000Z', yearsOfExperience: 5 }),
      candidate({ id: 'late', createdAt: '2026-01-01T00:00:00.000Z', yearsOfExperience: 6 }),
    ]);
    expect(report.ranked.map((c) => c.candidateId)).toEqual(['late', 'early']);
  });

  it('lists excluded candidates by arrival, then id', () => {
    const report = rankCandidates(role(), [
      candidate({ id: 'b', availability: null }),
      candidate({ id: 'c', availability: null, createdAt: '2024-01-01T00:00:00.000Z' }),
      candidate({ id: 'a', availability: null }),
    ]);
    expect(report.excluded.map((c) => c.candidateId)).toEqual(['c', 'a', 'b']);
  });
});

describe('rankCandidates: a realistic request', () => {
  it('ranks the professional who fits the payments company first, with full points', () => {
    const payments = role({
      id: 'role-payments',
      roleType: 'fractional',
      industry: 'Financial Services',
      companySize: 'Medium (≤250 employees)',
      text:
        'A fast-growing payments company of 180 people on AWS. We are preparing for ISO/IEC ' +
        '27001 certification and a SOC 2 Type II audit, and must stay PCI-DSS compliant. ' +
        'We need a security leader to own cloud security and identity and access management.',
      requiredExperience: 10,
    });
    const priya = candidate({
      id: 'priya',
      name: 'Priya Raman',
      createdAt: '2025-05-20T10:00:00.000Z',
      certifications: ['CISSP', 'ISO 27001 Lead Auditor'],
      securityDomains: ['Cloud Security', 'Identity & Access Management', 'Risk Management'],
      industries: ['Financial Services', 'Technology'],
      companySizes: ['Medium (≤250 employees)', 'Large (>250 employees)'],
      yearsOfExperience: 18,
      availability: '12-days',
      text:
        'CISO at a digital bank: led the SOC 2 and PCI DSS programmes, moved the estate to AWS ' +
        'and rebuilt access reviews.',
    });
    const tom = candidate({
      id: 'tom',
      name: 'Tom Hughes',
      createdAt: '2024-01-10T10:00:00.000Z',
      certifications: ['CISM'],
      securityDomains: ['Network Security', 'Security Operations'],
      industries: ['Retail'],
      companySizes: ['Large (>250 employees)'],
      yearsOfExperience: 25,
      availability: '20-days',
      text: 'Built a 24/7 SOC for a national retailer.',
    });
    const alex = candidate({
      id: 'alex',
      name: 'Alex Chen',
      createdAt: '2025-01-02T10:00:00.000Z',
      certifications: ['CompTIA Security+'],
      securityDomains: ['Cloud Security'],
      industries: ['Financial Services'],
      companySizes: ['Small (≤50 employees)'],
      yearsOfExperience: 4,
      availability: '8-days',
    });
    const sam = candidate({
      id: 'sam',
      name: 'Sam Ortiz',
      certifications: ['ISO 27001 Lead Auditor'],
      securityDomains: ['Cloud Security', 'Identity & Access Management'],
      industries: ['Financial Services'],
      yearsOfExperience: 20,
      availability: '4-days',
    });

    const report = rankCandidates(payments, [tom, sam, alex, priya]);
    expect(ZMatchRanking.parse(report)).toEqual(report);
    expect(report.requirements).toMatchObject({
      domains: ['Cloud Security', 'Identity & Access Management'],
      certifications: ['ISO 27001', 'SOC 2', 'PCI DSS'],
    });
    expect(report.ranked.map((c) => [c.candidateId, c.score])).toEqual([
      ['priya', 100],
      ['alex', 46], // 15 + 0 + 15 + 0 + 6 + 10 (8 days: the minimum asked, met)
      ['tom', 25], // experience and availability only
    ]);
    expect(criterionOf(report.ranked[0]!, 'certifications').detail).toBe(
      'Holds all 3 certifications and frameworks asked: ISO 27001 (via ISO 27001 Lead Auditor), ' +
        'SOC 2 (from their achievements or experience), PCI DSS (from their achievements or ' +
        'experience).',
    );
    expect(report.excluded).toEqual([
      {
        candidateId: 'sam',
        name: 'Sam Ortiz',
        status: 'screening',
        reasons: ['Available 4 days per month; a fractional role needs at least 8'],
      },
    ]);
  });
});

describe('rankCandidates: properties', () => {
  const phrases = [
    'ISO/IEC 27001',
    'iso27001',
    'SOC 2',
    'SOC analyst',
    'PCI-DSS',
    'special',
    'associate',
    'first',
    'Red Sox',
    'DORA',
    'Dora',
    'CISA advisories',
    'Certified Cloud Security Professional',
    'identity and access management',
    'IAM',
    'incident response',
    'GRC',
    'threat intel',
    'data protection',
    'appsec',
    'NIST CSF',
    'GDPR',
    'the board',
  ];
  const text = fc
    .array(fc.constantFrom(...phrases), { maxLength: 6 })
    .map((parts) => parts.join(' and '));
  const someOf = <T>(options: readonly T[]) =>
    fc.subarray([...options], { minLength: 0, maxLength: options.length });

  const roleArbitrary = fc.record({
    id: fc.constant('role-p'),
    roleType: fc.constantFrom(...ROLE_TYPES),
    industry: fc.constantFrom(...INDUSTRIES),
    companySize: fc.constantFrom(...COMPANY_SIZES),
    text,
    requiredExpertise: someOf(SECURITY_DOMAINS),
    requiredCertifications: someOf(CERTIFICATIONS),
    requiredExperience: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 })),
    boardExperienceRequired: fc.boolean(),
  });
  const candidateArbitrary = fc.record({
    name: fc.constantFrom('Ann', 'Bo', 'Cy'),
    email: fc.constant('x@example.com'),
    status: fc.constantFrom(...APPLICATION_STATUSES),
    // Few instants, so equal arrivals happen.
    createdAt: fc.constantFrom(
      '2024-01-01T00:00:00.000Z',
      '2024-06-01T12:30:00.000Z',
      '2025-02-03T08:00:00.000Z',
    ),
    certifications: someOf(CERTIFICATIONS),
    securityDomains: someOf(SECURITY_DOMAINS),
    industries: someOf(INDUSTRIES),
    companySizes: someOf(COMPANY_SIZES),
    yearsOfExperience: fc.option(fc.integer({ min: 0, max: 50 }), { freq: 6 }),
    availability: fc.option(fc.constantFrom(...AVAILABILITY_OPTIONS), { freq: 8 }),
    boardExperience: fc.boolean(),
    text,
  });
  const problem = fc
    .tuple(roleArbitrary, fc.array(candidateArbitrary, { maxLength: 25 }))
    .map(([r, list]) => ({
      role: r,
      candidates: list.map((c, i): CandidateForMatching => ({ ...c, id: `c${i % 10}${i}` })),
    }))
    .chain(({ role: r, candidates }) =>
      fc.record({
        role: fc.constant(r),
        candidates: fc.constant(candidates),
        shuffled: fc.shuffledSubarray(candidates, {
          minLength: candidates.length,
          maxLength: candidates.length,
        }),
      }),
    );
  const settings = { seed: 20_250_601, numRuns: 400 };

  it('gives whole points that add up exactly to the score', () => {
    fc.assert(
      fc.property(problem, ({ role: r, candidates }) => {
        const report = rankCandidates(r, candidates);
        ZMatchRanking.parse(report);
        for (const ranked of report.ranked) {
          expect(ranked.criteria.map((c) => c.criterion)).toEqual([...MATCH_CRITERIA]);
          let sum = 0;
          for (const c of ranked.criteria) {
            expect(String(c.points)).toMatch(/^\d+$/);
            expect(c.weight).toBe(MATCH_WEIGHTS[c.criterion]);
            expect(c.points).toBeGreaterThanOrEqual(0);
            expect(c.points).toBeLessThanOrEqual(c.weight);
            if (c.outcome === 'match') expect(c.points).toBe(c.weight);
            if (c.outcome === 'unknown' || c.outcome === 'mismatch') expect(c.points).toBe(0);
            if (c.outcome === 'partial') {
              expect(c.points).toBeGreaterThan(0);
              expect(c.points).toBeLessThan(c.weight);
            }
            sum += hundredths(c.points);
          }
          expect(String(ranked.score)).toMatch(/^\d+$/);
          expect(sum).toBe(hundredths(ranked.score));
          expect(ranked.score).toBeLessThanOrEqual(100);
        }
      }),
      settings,
    );
  });

  it('ranks or excludes every candidate once, by the stated rule', () => {
    fc.assert(
      fc.property(problem, ({ role: r, candidates }) => {
        const report = rankCandidates(r, candidates);
        const ids = [...report.ranked, ...report.excluded].map((c) => c.candidateId).sort();
        expect(ids).toEqual(candidates.map((c) => c.id).sort());
        report.ranked.forEach((c, i) => expect(c.rank).toBe(i + 1));
        const byId = new Map(candidates.map((c) => [c.id, c]));
        const met = (c: TRankedCandidate) => c.criteria.filter((x) => x.outcome === 'match').length;
        for (let i = 1; i < report.ranked.length; i++) {
          const a = report.ranked[i - 1]!;
          const b = report.ranked[i]!;
          const key = (c: TRankedCandidate) => [
            -hundredths(c.score),
            -met(c),
            Date.parse(byId.get(c.candidateId)!.createdAt),
          ];
          const [ka, kb] = [key(a), key(b)];
          const first = ka.findIndex((v, j) => v !== kb[j]);
          if (first === -1) expect(a.candidateId < b.candidateId).toBe(true);
          else expect(ka[first]! < kb[first]!).toBe(true);
        }
        for (const excluded of report.excluded) {
          const c = byId.get(excluded.candidateId)!;
          expect(
            c.status === 'rejected' ||
              c.availability === null ||
              (r.boardExperienceRequired && !c.boardExperience) ||
              (r.roleType === 'fractional' && c.availability === '4-days'),
          ).toBe(true);
        }
      }),
      settings,
    );
  });

  it('gives the same report for the same candidates in any order', () => {
    fc.assert(
      fc.property(problem, ({ role: r, candidates, shuffled }) => {
        expect(rankCandidates(r, shuffled)).toEqual(rankCandidates(r, candidates));
      }),
      settings,
    );
  });
});
