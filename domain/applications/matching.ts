import type { TApplicationStatus } from '@contracts/applications/application';
import {
  MATCH_CRITERIA,
  type TCriterionScore,
  type TExcludedCandidate,
  type TMatchCriterion,
  type TMatchOutcome,
  type TMatchRanking,
  type TMatchRequirements,
  type TRankedCandidate,
} from '@contracts/applications/matching';
import { type TAvailability, type TRoleType, daysPerMonth } from '@contracts/applications/options';
import {
  type TTermKind,
  findTerms,
  impliedBy,
  inVocabularyOrder,
  kindOf,
  labelOf,
  termOf,
} from './vocabulary';

/**
 * Which professionals fit a role request, best first, with every point explained (spec §3,
 * `GET /api/admin/applications/{id}/matches`). Administrators act on this list, so it must be
 * honest:
 *
 * - Hard requirements come first. A professional who cannot give the days the engagement needs,
 *   lacks board experience the role requires, or was rejected in screening is listed apart with
 *   every reason, never ranked low among the others.
 * - The score is the sum of six criteria whose weights add up to 100, each giving part of its
 *   weight for part of a fit. Each criterion's points are rounded once to a whole point (half
 *   up), and the score is the sum of those whole points, so what the screen shows always adds up.
 * - A requirement asked as a minimum ("at least 8 days per month") gives full points when it is
 *   met: the score never marks down what the role was said to ask for.
 * - Missing information gives nothing and says so (`unknown`): a role that names no domain, or a
 *   professional who named none, is never counted as a match, nor as a mismatch.
 * - Names are read through the vocabulary, so "ISO/IEC 27001" in the role and "ISO 27001 Lead
 *   Auditor" in an application meet, and "SOC" is not found inside "associate".
 * - The order is fixed by the data alone: the same candidates in any order rank the same.
 *
 * Pure: the role and the candidates are arguments, already loaded by the caller.
 */

export interface RoleForMatching {
  id: string;
  roleType: TRoleType;
  /** One of INDUSTRIES; "Other" names no industry to compare. */
  industry: string;
  /** One of COMPANY_SIZES. */
  companySize: string;
  /** companyDescription + roleDescription: scanned with the vocabulary. */
  text: string;
  /** Security domain labels (often empty). */
  requiredExpertise: readonly string[];
  /** Certification labels (often empty). */
  requiredCertifications: readonly string[];
  /** Whole years; 0 = no minimum. */
  requiredExperience: number;
  boardExperienceRequired: boolean;
}

export interface CandidateForMatching {
  id: string;
  name: string;
  email: string;
  status: TApplicationStatus;
  /** ISO instant the application arrived; the earlier of two equal candidates ranks first. */
  createdAt: string;
  /** Chips chosen (CERTIFICATIONS labels). */
  certifications: readonly string[];
  /** SECURITY_DOMAINS labels. */
  securityDomains: readonly string[];
  industries: readonly string[];
  companySizes: readonly string[];
  yearsOfExperience: number | null;
  availability: TAvailability | null;
  boardExperience: boolean;
  /** key achievements + executive experience: scanned with the vocabulary for frameworks/domains. */
  text: string;
}

/** The most each criterion gives; they add up to 100. */
export const MATCH_WEIGHTS: Readonly<Record<TMatchCriterion, number>> = {
  domains: 30,
  certifications: 20,
  industries: 15,
  companySizes: 10,
  experience: 15,
  availability: 10,
};

export const MATCH_CRITERION_LABELS: Readonly<Record<TMatchCriterion, string>> = {
  domains: 'Security domains',
  certifications: 'Certifications & frameworks',
  industries: 'Industry',
  companySizes: 'Company size',
  experience: 'Experience',
  availability: 'Availability',
};

/** Days per month below which a professional cannot take the engagement at all. */
export const MIN_DAYS_PER_MONTH: Readonly<Record<TRoleType, number>> = {
  fractional: 8,
  advisory: 4,
};

/** Without a minimum set by the role, this many years of experience give full points. */
export const FULL_POINTS_YEARS = 20;

const ENGAGEMENT_NOUNS: Record<TRoleType, string> = {
  fractional: 'a fractional role',
  advisory: 'an advisory role',
};

export const REJECTED_REASON = 'Rejected in screening';
export const AVAILABILITY_UNKNOWN_REASON = 'Availability unknown';
export const NO_BOARD_EXPERIENCE_REASON = 'No board experience; the role requires it';

/** Where the text of an application comes from, as details name it. */
const FROM_TEXT = 'from their achievements or experience';

/** A criterion's result before its label and weight are attached; points in hundredths. */
interface Scored {
  hundredths: number;
  outcome: TMatchOutcome;
  matched: string[];
  missing: string[];
  detail: string;
}

/**
 * `weight × numerator / denominator` rounded half up once to a whole point, kept in hundredths
 * (integers, so no binary fraction creeps in). A share of a fit not fully met stays below the
 * weight, so rounding never shows full points for it.
 */
function shareHundredths(weight: number, numerator: number, denominator: number): number {
  const points = Math.floor((2 * weight * numerator + denominator) / (2 * denominator));
  return 100 * (numerator < denominator ? Math.min(points, weight - 1) : points);
}

/** Points as shown: whole points. */
const pointsOf = (hundredths: number): number => hundredths / 100;
const shown = (hundredths: number): string => String(pointsOf(hundredths));

const listed = (labels: readonly string[]): string => labels.join(', ');

/** A criterion one side said nothing about: no points, and the detail says who. */
const unknown = (detail: string): Scored => ({
  hundredths: 0,
  outcome: 'unknown',
  matched: [],
  missing: [],
  detail,
});

/** Ids of the chosen labels the vocabulary knows, of the given kinds. */
function termsOfLabels(labels: readonly string[], kinds: readonly TTermKind[]): string[] {
  const ids = labels.map(termOf).filter((id): id is string => id !== undefined);
  return inVocabularyOrder(ids.filter((id) => kinds.includes(kindOf(id))));
}

const ofKinds = (ids: readonly string[], kinds: readonly TTermKind[]): string[] =>
  ids.filter((id) => kinds.includes(kindOf(id)));

/** How a candidate shows they hold a term, strongest first. */
type Evidence = { kind: 'chosen' } | { kind: 'implied'; by: string } | { kind: 'text' };

/**
 * What a candidate holds of the given kinds and how each is shown: chosen chips first, then
 * what a chip makes certain, then what their text names, then what a named term makes certain.
 */
function evidenceOf(
  chosenLabels: readonly string[],
  textTerms: readonly string[],
  kinds: readonly TTermKind[],
): Map<string, Evidence> {
  const evidence = new Map<string, Evidence>();
  const add = (id: string, how: Evidence) => {
    if (kinds.includes(kindOf(id)) && !evidence.has(id)) evidence.set(id, how);
  };
  const addImplied = (from: readonly string[]) => {
    for (const source of from) {
      for (const id of impliedBy([source])) add(id, { kind: 'implied', by: source });
    }
  };
  // Chips of every kind are read, so a chosen certification can vouch for a framework.
  const chosen = inVocabularyOrder(chosenLabels.map(termOf).filter((id) => id !== undefined));
  for (const id of chosen) add(id, { kind: 'chosen' });
  addImplied(chosen);
  for (const id of textTerms) add(id, { kind: 'text' });
  addImplied(textTerms);
  return evidence;
}

function describeHeld(id: string, how: Evidence): string {
  switch (how.kind) {
    case 'chosen':
      return labelOf(id);
    case 'implied':
      return `${labelOf(id)} (via ${labelOf(how.by)})`;
    case 'text':
      return `${labelOf(id)} (${FROM_TEXT})`;
  }
}

/** The words a term-list criterion uses in its details. */
interface TermWording {
  singular: string;
  plural: string;
  roleSilent: string;
  candidateSilent: string;
}

const DOMAIN_WORDING: TermWording = {
  singular: 'security domain',
  plural: 'security domains',
  roleSilent: 'The role does not say which security domains it needs.',
  candidateSilent: 'The candidate did not say which security domains they cover',
};

const CERTIFICATION_WORDING: TermWording = {
  singular: 'certification or framework',
  plural: 'certifications and frameworks',
  roleSilent: 'The role does not ask for any certification or framework.',
  candidateSilent: 'The candidate did not name any certification or framework',
};

/** Security domains or certifications: weight × matched / asked. */
function scoreTerms(
  weight: number,
  required: readonly string[],
  held: ReadonlyMap<string, Evidence>,
  wording: TermWording,
): Scored {
  const asked = required.map(labelOf);
  if (required.length === 0) {
    return unknown(wording.roleSilent);
  }
  if (held.size === 0) {
    return unknown(`${wording.candidateSilent}; the role asks for ${listed(asked)}.`);
  }
  const have = required.filter((id) => held.has(id));
  const lack = required.filter((id) => !held.has(id));
  const matched = have.map(labelOf);
  const missing = lack.map(labelOf);
  const hundredths = shareHundredths(weight, have.length, required.length);
  const evidence = listed(have.map((id) => describeHeld(id, held.get(id)!)));
  const one = required.length === 1;
  if (lack.length === 0) {
    const all = one
      ? `the ${wording.singular} asked`
      : `all ${required.length} ${wording.plural} asked`;
    return { hundredths, outcome: 'match', matched, missing, detail: `Holds ${all}: ${evidence}.` };
  }
  if (have.length === 0) {
    return {
      hundredths,
      outcome: 'mismatch',
      matched,
      missing,
      detail: one
        ? `Lacks the ${wording.singular} asked: ${listed(missing)}.`
        : `Holds none of the ${required.length} ${wording.plural} asked: lacks ${listed(missing)}.`,
    };
  }
  return {
    hundredths,
    outcome: 'partial',
    matched,
    missing,
    detail:
      `Holds ${have.length} of the ${required.length} ${wording.plural} asked, so ` +
      `${shown(hundredths)} of ${weight} points: ${evidence}; lacks ${listed(missing)}.`,
  };
}

/** Industry or company size: all the weight when the candidate names the role's, else none. */
function scoreChoice(
  weight: number,
  wanted: string | null,
  offered: readonly string[],
  wording: {
    roleSilent: string;
    candidateSilent: string;
    /** How the details name what the role wants: "the role is in", "the company is". */
    wants: string;
    has: string;
    hasNot: string;
  },
): Scored {
  if (wanted === null) {
    return unknown(wording.roleSilent);
  }
  if (offered.length === 0) {
    return unknown(`${wording.candidateSilent}; ${wording.wants} ${wanted}.`);
  }
  const key = wanted.trim().toLowerCase();
  if (offered.some((option) => option.trim().toLowerCase() === key)) {
    return {
      hundredths: weight * 100,
      outcome: 'match',
      matched: [wanted],
      missing: [],
      detail: `${wording.has} ${wanted}.`,
    };
  }
  return {
    hundredths: 0,
    outcome: 'mismatch',
    matched: [],
    missing: [wanted],
    detail: `${wording.hasNot} ${wanted} (named ${listed(offered)}).`,
  };
}

const yearsWord = (years: number): string => (years === 1 ? '1 year' : `${years} years`);

function scoreExperience(weight: number, minYears: number, years: number | null): Scored {
  if (years === null || !Number.isFinite(years) || years < 0) {
    return unknown('The candidate did not say how many years of experience they have.');
  }
  if (minYears > 0) {
    const asked = `At least ${yearsWord(minYears)}`;
    if (years >= minYears) {
      return {
        hundredths: weight * 100,
        outcome: 'match',
        matched: [asked],
        missing: [],
        detail: `${yearsWord(years)}, at least the ${minYears} the role asks for.`,
      };
    }
    const hundredths = shareHundredths(weight, years, minYears);
    return {
      hundredths,
      outcome: hundredths > 0 ? 'partial' : 'mismatch',
      matched: [],
      missing: [asked],
      detail: `${years} of the ${minYears} years the role asks for, so ${shown(hundredths)} of ${weight} points.`,
    };
  }
  const counted = Math.min(years, FULL_POINTS_YEARS);
  const hundredths = shareHundredths(weight, counted, FULL_POINTS_YEARS);
  const full = counted === FULL_POINTS_YEARS;
  return {
    hundredths,
    outcome: full ? 'match' : hundredths > 0 ? 'partial' : 'mismatch',
    matched: [],
    missing: [],
    detail: full
      ? `${yearsWord(years)}; the role sets no minimum and ${FULL_POINTS_YEARS} years give full points.`
      : `${counted} of ${FULL_POINTS_YEARS} years for full points (the role sets no minimum), so ${shown(hundredths)} of ${weight} points.`,
  };
}

/** Availability as asked: the role's minimum days per month, met, give full points. */
function scoreAvailability(weight: number, roleType: TRoleType, days: number): Scored {
  const minimum = MIN_DAYS_PER_MONTH[roleType];
  const wanted = `At least ${minimum} days per month`;
  if (days >= minimum) {
    return {
      hundredths: weight * 100,
      outcome: 'match',
      matched: [wanted],
      missing: [],
      detail: `${days} days per month, at least the ${minimum} ${ENGAGEMENT_NOUNS[roleType]} asks for.`,
    };
  }
  // Below the minimum a candidate is excluded, not ranked; scored alone, it is a share.
  const hundredths = shareHundredths(weight, days, minimum);
  return {
    hundredths,
    outcome: hundredths > 0 ? 'partial' : 'mismatch',
    matched: [],
    missing: [wanted],
    detail: `${days} of the ${minimum} days per month ${ENGAGEMENT_NOUNS[roleType]} asks for, so ${shown(hundredths)} of ${weight} points.`,
  };
}

/** What the role asks for, read once for every candidate. */
interface ReadRole {
  domains: string[];
  certifications: string[];
  industry: string | null;
  companySize: string | null;
  minYears: number;
  minDays: number;
}

const CERTIFICATION_KINDS: readonly TTermKind[] = ['certification', 'framework'];
const DOMAIN_KINDS: readonly TTermKind[] = ['domain'];

function readRole(role: RoleForMatching): ReadRole {
  if (!Number.isSafeInteger(role.requiredExperience) || role.requiredExperience < 0) {
    throw new RangeError(
      `The required experience must be whole years, zero or more: ${role.requiredExperience}`,
    );
  }
  const textTerms = findTerms(role.text);
  const industry = role.industry.trim();
  const companySize = role.companySize.trim();
  return {
    domains: inVocabularyOrder([
      ...termsOfLabels(role.requiredExpertise, DOMAIN_KINDS),
      ...ofKinds(textTerms, DOMAIN_KINDS),
    ]),
    certifications: inVocabularyOrder([
      ...termsOfLabels(role.requiredCertifications, CERTIFICATION_KINDS),
      ...ofKinds(textTerms, CERTIFICATION_KINDS),
    ]),
    industry: industry === '' || industry.toLowerCase() === 'other' ? null : industry,
    companySize: companySize === '' ? null : companySize,
    minYears: role.requiredExperience,
    minDays: MIN_DAYS_PER_MONTH[role.roleType],
  };
}

/** Days per month the candidate offers, or null when they did not say (or it cannot be read). */
function availableDays(candidate: CandidateForMatching): number | null {
  if (candidate.availability === null) return null;
  const days = daysPerMonth(candidate.availability);
  return Number.isFinite(days) && days > 0 ? days : null;
}

/** Every hard requirement the candidate fails, in words; empty when they can be ranked. */
function exclusionReasons(
  role: RoleForMatching,
  read: ReadRole,
  candidate: CandidateForMatching,
): string[] {
  const reasons: string[] = [];
  if (candidate.status === 'rejected') reasons.push(REJECTED_REASON);
  const days = availableDays(candidate);
  if (days === null) {
    reasons.push(AVAILABILITY_UNKNOWN_REASON);
  } else if (days < read.minDays) {
    reasons.push(
      `Available ${days} days per month; ${ENGAGEMENT_NOUNS[role.roleType]} needs at least ${read.minDays}`,
    );
  }
  if (role.boardExperienceRequired && !candidate.boardExperience) {
    reasons.push(NO_BOARD_EXPERIENCE_REASON);
  }
  return reasons;
}

interface Scoring {
  candidate: CandidateForMatching;
  hundredths: number;
  matches: number;
  criteria: TCriterionScore[];
}

function scoreCandidate(
  role: RoleForMatching,
  read: ReadRole,
  candidate: CandidateForMatching,
  days: number,
): Scoring {
  const textTerms = findTerms(candidate.text);
  const chosen = [...candidate.certifications, ...candidate.securityDomains];
  const results: Record<TMatchCriterion, Scored> = {
    domains: scoreTerms(
      MATCH_WEIGHTS.domains,
      read.domains,
      evidenceOf(chosen, textTerms, DOMAIN_KINDS),
      DOMAIN_WORDING,
    ),
    certifications: scoreTerms(
      MATCH_WEIGHTS.certifications,
      read.certifications,
      evidenceOf(chosen, textTerms, CERTIFICATION_KINDS),
      CERTIFICATION_WORDING,
    ),
    industries: scoreChoice(MATCH_WEIGHTS.industries, read.industry, candidate.industries, {
      roleSilent: 'The role does not name a specific industry.',
      candidateSilent: 'The candidate did not say which industries they have served',
      wants: 'the role is in',
      has: 'Has served',
      hasNot: 'Has not served',
    }),
    companySizes: scoreChoice(
      MATCH_WEIGHTS.companySizes,
      read.companySize,
      candidate.companySizes,
      {
        roleSilent: "The role does not give the company's size.",
        candidateSilent: 'The candidate did not say which company sizes they have worked with',
        wants: 'the company is',
        has: 'Has worked with companies of size',
        hasNot: 'Has not worked with companies of size',
      },
    ),
    experience: scoreExperience(
      MATCH_WEIGHTS.experience,
      read.minYears,
      candidate.yearsOfExperience,
    ),
    availability: scoreAvailability(MATCH_WEIGHTS.availability, role.roleType, days),
  };
  const criteria = MATCH_CRITERIA.map((criterion): TCriterionScore => {
    const { hundredths, ...rest } = results[criterion];
    return {
      criterion,
      label: MATCH_CRITERION_LABELS[criterion],
      weight: MATCH_WEIGHTS[criterion],
      points: pointsOf(hundredths),
      ...rest,
    };
  });
  return {
    candidate,
    hundredths: MATCH_CRITERIA.reduce((sum, criterion) => sum + results[criterion].hundredths, 0),
    matches: criteria.filter((c) => c.outcome === 'match').length,
    criteria,
  };
}

/** Milliseconds of an ISO instant; an unreadable one sorts after every readable one. */
function instantOf(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/** Plain code-unit order, the same in every locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Earlier applications first, then by id: the last words of every ordering here. */
function byArrival(a: CandidateForMatching, b: CandidateForMatching): number {
  const at = instantOf(a.createdAt);
  const bt = instantOf(b.createdAt);
  if (at !== bt) return at < bt ? -1 : 1;
  return byText(a.id, b.id);
}

/** Score first, then more criteria fully met, then arrival. */
function byRank(a: Scoring, b: Scoring): number {
  if (a.hundredths !== b.hundredths) return b.hundredths - a.hundredths;
  if (a.matches !== b.matches) return b.matches - a.matches;
  return byArrival(a.candidate, b.candidate);
}

/**
 * The role's candidates: those who meet its hard requirements ranked by score, the others listed
 * apart with their reasons. Neither list depends on the order the candidates are given in.
 */
export function rankCandidates(
  role: RoleForMatching,
  candidates: readonly CandidateForMatching[],
): TMatchRanking {
  const read = readRole(role);
  const scorings: Scoring[] = [];
  const excluded: { candidate: CandidateForMatching; reasons: string[] }[] = [];
  for (const candidate of candidates) {
    const reasons = exclusionReasons(role, read, candidate);
    const days = availableDays(candidate);
    if (reasons.length > 0 || days === null) {
      excluded.push({ candidate, reasons });
    } else {
      scorings.push(scoreCandidate(role, read, candidate, days));
    }
  }
  scorings.sort(byRank);
  excluded.sort((a, b) => byArrival(a.candidate, b.candidate));

  const requirements: TMatchRequirements = {
    domains: read.domains.map(labelOf),
    certifications: read.certifications.map(labelOf),
    industry: read.industry,
    companySize: read.companySize,
    minYears: read.minYears > 0 ? read.minYears : null,
    minDaysPerMonth: read.minDays,
    boardExperienceRequired: role.boardExperienceRequired,
  };
  return {
    roleId: role.id,
    requirements,
    weights: MATCH_CRITERIA.map((criterion) => ({
      criterion,
      label: MATCH_CRITERION_LABELS[criterion],
      weight: MATCH_WEIGHTS[criterion],
    })),
    ranked: scorings.map((scoring, index): TRankedCandidate => ({
      candidateId: scoring.candidate.id,
      name: scoring.candidate.name,
      email: scoring.candidate.email,
      status: scoring.candidate.status,
      rank: index + 1,
      score: pointsOf(scoring.hundredths),
      criteria: scoring.criteria,
    })),
    excluded: excluded.map(({ candidate, reasons }): TExcludedCandidate => ({
      candidateId: candidate.id,
      name: candidate.name,
      status: candidate.status,
      reasons,
    })),
  };
}
