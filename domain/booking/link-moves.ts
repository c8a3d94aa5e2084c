import { outsideBookingWindow, type SlotRules } from './slots';

/**
 * How far a visitor may move their meeting by their personal link. Each move mails the owner and
 * writes to their connected calendar, so a link moves a meeting a few times at most; past that
 * the visitor contacts the host, whose own moves are not limited.
 */
export interface LinkMoveRules extends Pick<SlotRules, 'minimumNoticeMinutes' | 'horizonDays'> {
  /** Moves one meeting may have by its visitor's link, ever. */
  maxMoves: number;
}

/**
 * Why a move by the link to `start` is refused at `now`, or undefined when it may go ahead:
 * `used-up` when the meeting has had its moves, `past` for a time already gone, `notice` and
 * `horizon` for a time outside the span the page offers (as for a booking).
 */
export type LinkMoveRefusal = 'used-up' | 'past' | 'notice' | 'horizon';

/** The moves the link has left, never below 0; `made` absent means none yet. */
export function linkMovesLeft(rules: Pick<LinkMoveRules, 'maxMoves'>, made?: number): number {
  return Math.max(0, rules.maxMoves - Math.max(0, made ?? 0));
}

export function linkMoveRefusal(
  rules: LinkMoveRules,
  move: { made?: number; start: Date; now: Date },
): LinkMoveRefusal | undefined {
  if (linkMovesLeft(rules, move.made) === 0) return 'used-up';
  if (move.start.getTime() < move.now.getTime()) return 'past';
  return outsideBookingWindow(rules, move.start, move.now);
}
