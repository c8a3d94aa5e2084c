/**
 * The weekly calendar's colours (spec §9): one per connected calendar, eight in turn. Full class
 * names are written out so Tailwind finds them; each pairs a light and a dark-mode look.
 */
export const CONNECTION_COLOURS = [
  'border-blue-500 bg-blue-100 text-blue-950 dark:bg-blue-950 dark:text-blue-100',
  'border-emerald-500 bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  'border-amber-500 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  'border-purple-500 bg-purple-100 text-purple-950 dark:bg-purple-950 dark:text-purple-100',
  'border-rose-500 bg-rose-100 text-rose-950 dark:bg-rose-950 dark:text-rose-100',
  'border-cyan-500 bg-cyan-100 text-cyan-950 dark:bg-cyan-950 dark:text-cyan-100',
  'border-orange-500 bg-orange-100 text-orange-950 dark:bg-orange-950 dark:text-orange-100',
  'border-indigo-500 bg-indigo-100 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100',
] as const;

/** Meetings that belong to no connected calendar (e.g. booked before any was connected). */
export const NEUTRAL_COLOUR = 'border-slate-400 bg-muted text-foreground';

/** A stable small number for an id the list does not hold (a calendar since disconnected). */
function hashOf(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return hash;
}

/**
 * The colour index of a connection: its place in the booking page's connection list (oldest
 * first), cycling through the eight colours; an id not in the list still gets a steady colour.
 * Null when the meeting has no connection.
 */
export function colourIndexOf(
  connectionId: string | null,
  connections: readonly { id: string }[],
): number | null {
  if (!connectionId) return null;
  const position = connections.findIndex((c) => c.id === connectionId);
  return (position === -1 ? hashOf(connectionId) : position) % CONNECTION_COLOURS.length;
}

/** The block classes of a meeting's connection. */
export function colourOf(connectionId: string | null, connections: readonly { id: string }[]) {
  const index = colourIndexOf(connectionId, connections);
  return index === null ? NEUTRAL_COLOUR : CONNECTION_COLOURS[index]!;
}
