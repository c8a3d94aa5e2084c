import type { TSignerInput } from '@contracts/documents/workflow';

/** A signer row being edited: `key` keeps React's rows stable while they move. */
export interface SignerRow extends TSignerInput {
  key: string;
}

/** The list with the row at `from` moved to `to` (both kept inside the list). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length || from === to)
    return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row as T);
  return next;
}
