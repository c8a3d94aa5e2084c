import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';
import { APPLICATION_STATUSES } from './application';
import { formatCount } from '../format-count';

/**
 * Matching professionals to a role request (`GET /api/admin/applications/{id}/matches`): the
 * ranking `domain/applications/matching.ts` computes, with every point explained.
 */

export const MATCH_CRITERIA = [
  'domains',
  'certifications',
  'industries',
  'companySizes',
  'experience',
  'availability',
] as const;
export type TMatchCriterion = (typeof MATCH_CRITERIA)[number];

/** match: full points; partial: some; mismatch: none; unknown: a side gave no data, so none. */
export const MATCH_OUTCOMES = ['match', 'partial', 'mismatch', 'unknown'] as const;
export type TMatchOutcome = (typeof MATCH_OUTCOMES)[number];

export const ZCriterionScore = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  label: z.string(),
  /** The most this criterion can give; the weights add up to 100. */
  weight: z.number(),
  /** What it gave, in whole points; a candidate's points add up exactly to its score. */
  points: z.number(),
  outcome: z.enum(MATCH_OUTCOMES),
  /** What the role asks for that the candidate has, by vocabulary label. */
  matched: z.array(z.string()),
  /** What the role asks for that the candidate lacks. */
  missing: z.array(z.string()),
  /** One sentence saying how the points were reached. */
  detail: z.string(),
});
export type TCriterionScore = z.infer<typeof ZCriterionScore>;

export const ZRankedCandidate = z.object({
  candidateId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  rank: z.number().int(),
  /** 0-100, whole points: the sum of `criteria[].points`. */
  score: z.number(),
  criteria: z.array(ZCriterionScore),
});
export type TRankedCandidate = z.infer<typeof ZRankedCandidate>;

export const ZExcludedCandidate = z.object({
  candidateId: z.string(),
  name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Each hard requirement the candidate fails, in words. */
  reasons: z.array(z.string()).min(1),
});
export type TExcludedCandidate = z.infer<typeof ZExcludedCandidate>;

/** What the role asks for, as matching read it (vocabulary labels). */
export const ZMatchRequirements = z.object({
  domains: z.array(z.string()),
  certifications: z.array(z.string()),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  minYears: z.number().int().nullable(),
  minDaysPerMonth: z.number().int(),
  boardExperienceRequired: z.boolean(),
});
export type TMatchRequirements = z.infer<typeof ZMatchRequirements>;

/** What the ranking computes: every candidate, ranked or excluded. */
export const ZMatchRanking = z.object({
  roleId: z.string(),
  requirements: ZMatchRequirements,
  weights: z.array(
    z.object({ criterion: z.enum(MATCH_CRITERIA), label: z.string(), weight: z.number() }),
  ),
  /** Best first; ties broken by a fixed rule, so the same data always gives the same order. */
  ranked: z.array(ZRankedCandidate),
  excluded: z.array(ZExcludedCandidate),
});
export type TMatchRanking = z.infer<typeof ZMatchRanking>;

/**
 * The report shows at most this many ranked and as many excluded candidates (the best ranked;
 * the excluded in their fixed order), so the answer stays bounded however many professionals
 * have applied; the ranking itself always weighs all of them.
 */
export const MAX_MATCH_LINES = 200;

/** `GET /api/admin/applications/{id}/matches`: the ranking, cut to `MAX_MATCH_LINES` each. */
export const ZMatchReport = ZMatchRanking.extend({
  /** How many candidates each list leaves out. */
  omitted: z.object({ ranked: z.number().int(), excluded: z.number().int() }),
});
export type TMatchReport = z.infer<typeof ZMatchReport>;

export const matchListMessages = {
  candidate: 'Choose a candidate',
  omitted: (n: number, what: 'ranked' | 'excluded') =>
    `${formatCount(n)} more ${what} ${n === 1 ? 'candidate is' : 'candidates are'} not shown.`,
} as const;

/** `POST /api/admin/applications/{id}/matches`: propose this professional for the role. */
export const ZProposeMatch = z.object({
  candidateId: requiredTrimmed(matchListMessages.candidate),
});
export type TProposeMatch = z.input<typeof ZProposeMatch>;
