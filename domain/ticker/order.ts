/**
 * The ticker's display order (spec §4): new messages go after the last one, and a move rewrites
 * every message's order to its list position. Pure: the current list is always an argument.
 */

export interface OrderedMessage {
  id: string;
  displayOrder: number;
  /** Breaks ties between equal orders (two adds at once); ISO text. */
  createdAt?: string;
}

export interface Position {
  id: string;
  displayOrder: number;
}

const byText = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);

/** Ascending displayOrder; ties (never produced by a reorder) by creation time, then id. */
export function sortByDisplayOrder<T extends OrderedMessage>(messages: readonly T[]): T[] {
  return [...messages].sort(
    (a, b) =>
      a.displayOrder - b.displayOrder || byText(a.createdAt, b.createdAt) || byText(a.id, b.id),
  );
}

/** One above the current maximum, 0 for an empty ticker (spec §9). */
export function nextDisplayOrder(
  messages: readonly Pick<OrderedMessage, 'displayOrder'>[],
): number {
  return messages.reduce((max, m) => Math.max(max, m.displayOrder), -1) + 1;
}

export type Placement = { ok: true; displayOrder: number } | { ok: false; reason: 'full' };

/** Where a new message goes, or `full` when the ticker already holds `max` messages. */
export function placeNewMessage(
  messages: readonly Pick<OrderedMessage, 'displayOrder'>[],
  max: number,
): Placement {
  if (messages.length >= max) return { ok: false, reason: 'full' };
  return { ok: true, displayOrder: nextDisplayOrder(messages) };
}

/**
 * The list after moving one message a step up (-1, towards 0) or down (+1): a swap with its
 * neighbour, then every `displayOrder` rewritten to its position, as the server stores it after the
 * reorder. Null when the move is impossible (at an end, or an unknown id). The admin screen shows
 * it at once and sends its ids as the new order.
 */
export function moveMessage<T extends Position>(
  list: readonly T[],
  id: string,
  step: -1 | 1,
): T[] | null {
  const from = list.findIndex((m) => m.id === id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= list.length) return null;
  const next = [...list];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next.map((m, index) => (m.displayOrder === index ? m : { ...m, displayOrder: index }));
}

/**
 * Each message's new displayOrder: its position 0..n-1 in `newOrder`. Null when `newOrder` is not
 * exactly the current set of ids (one was added or deleted meanwhile, or an id repeats).
 */
export function planReorder(
  currentIds: readonly string[],
  newOrder: readonly string[],
): Position[] | null {
  const current = new Set(currentIds);
  const proposed = new Set(newOrder);
  if (proposed.size !== newOrder.length || proposed.size !== current.size) return null;
  if (!newOrder.every((id) => current.has(id))) return null;
  return newOrder.map((id, displayOrder) => ({ id, displayOrder }));
}
