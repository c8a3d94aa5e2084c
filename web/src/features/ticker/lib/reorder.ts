/**
 * The list after moving one item a step up (-1) or down (+1), with every `displayOrder` rewritten
 * to its new position, as the server stores it. Null when the move is impossible (an end, unknown id).
 */
export function moveMessage<T extends { id: string; displayOrder: number }>(
  list: readonly T[],
  id: string,
  step: -1 | 1,
): T[] | null {
  const from = list.findIndex((m) => m.id === id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= list.length) return null;
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next.map((m, index) => (m.displayOrder === index ? m : { ...m, displayOrder: index }));
}
