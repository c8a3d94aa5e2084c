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
 * The ids after moving `id` one place up (towards 0) or down: a swap with its neighbour. At the
 * ends, or for an id not in the list, the order is returned unchanged.
 */
export function moveInOrder(
  ids: readonly string[],
  id: string,
  direction: 'up' | 'down',
): string[] {
  const out = [...ids];
  const from = out.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= out.length) return out;
  [out[from], out[to]] = [out[to] as string, out[from] as string];
  return out;
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
