/**
 * The goals `npm run bench` holds its two ratios to, and the arithmetic of checking them, kept
 * apart from the timing so that it can be tested with given numbers.
 */

/** A request-serving bundle's initialisation, as a multiple of the floor function's. */
export const COLD_START_GOAL = 1.3;
/** A route's p50, as a multiple of the p50 of its own table calls replayed directly. */
export const HANDLER_GOAL = 1.15;
/** A cache is kept only if the route is at least this much faster with it at p50 (percent). */
export const CACHE_GAIN_GOAL = 20;

/** One measured figure beside its baseline, e.g. a bundle beside the floor. */
export interface Measured {
  name: string;
  /** NaN when there was no baseline to divide by (a route that makes no table call). */
  ratio: number;
}

/** A ratio meets its goal when it is known and at most the goal. */
export const meetsGoal = (ratio: number, goal: number): boolean =>
  Number.isFinite(ratio) && ratio <= goal;

/** `1.07×`, or `-` when there is no ratio. */
export const formatRatio = (ratio: number): string =>
  Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '-';

/** `yes`, `no`, or `-` when there is nothing to hold to the goal. */
export const goalMark = (ratio: number, goal: number): string =>
  Number.isFinite(ratio) ? (meetsGoal(ratio, goal) ? 'yes' : 'no') : '-';

export interface GoalSummary {
  goal: number;
  /** How many of the figures with a ratio meet the goal, of how many have one. */
  met: number;
  of: number;
  /** The highest ratio, if any figure has one. */
  worst?: Measured;
}

/** How a set of figures stands against `goal`; figures without a ratio are left out. */
export function summarize(figures: readonly Measured[], goal: number): GoalSummary {
  const known = figures.filter((f) => Number.isFinite(f.ratio));
  const worst = known.reduce<Measured | undefined>(
    (high, f) => (high === undefined || f.ratio > high.ratio ? f : high),
    undefined,
  );
  return {
    goal,
    met: known.filter((f) => meetsGoal(f.ratio, goal)).length,
    of: known.length,
    ...(worst && { worst }),
  };
}

/** One line: `worst 1.12× (GET /api/me); 20 of 21 within 1.15×`. */
export function describeSummary(summary: GoalSummary): string {
  const worst = summary.worst
    ? `worst ${formatRatio(summary.worst.ratio)} (${summary.worst.name})`
    : 'no figure';
  return `${worst}; ${summary.met} of ${summary.of} within ${summary.goal}×`;
}

/**
 * What a cache saves at p50, in percent of the time without it: 100 × (1 − with / without).
 * Negative when the route is slower with the cache.
 */
export function gainPercent(withCache: number, without: number): number {
  if (!(without > 0)) return NaN;
  return 100 * (1 - withCache / without);
}

/** `gain 34 %, kept (goal ≥ 20 %)`: whether a cache earns its place. */
export function describeCacheGain(gain: number): string {
  if (!Number.isFinite(gain)) return 'gain unknown';
  const verdict = gain >= CACHE_GAIN_GOAL ? 'earns its place' : 'does not earn its place';
  return `gain ${gain.toFixed(0)} % at p50, ${verdict} (goal ≥ ${CACHE_GAIN_GOAL} %)`;
}
