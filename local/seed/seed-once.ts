import { buildTable, tableEnv } from '../../lambdas/deps/table';
import { seedMarkerKeys } from '../../lambdas/keys/seed-marker';
import type { Table, TableItem } from '../../lambdas/ports/table';
import type { SeedContext } from './types';

/** The table as the services see it, built from the Lambda environment as a function builds it. */
export function seedTable(ctx: SeedContext): Table {
  return buildTable(tableEnv.parse(ctx.env));
}

/**
 * Writes demo items once per data folder. Each item has a fixed id and is put only if absent, and
 * a marker item (`SEED#<name>`) records that the set was written, so a later start neither adds
 * a second copy nor brings back demo items that someone deleted. Returns how many were written.
 */
export async function seedOnce(
  table: Table,
  name: string,
  items: TableItem[],
  now: Date,
): Promise<number> {
  const marker = seedMarkerKeys.key({ name });
  if (await table.get(marker, { consistent: true })) return 0;
  let written = 0;
  for (const item of items) {
    // Already there when a start stopped before writing the marker.
    if (await table.putIfAbsent(item)) written += 1;
  }
  await table.put({ ...marker, seededAt: now.toISOString(), items: items.length });
  return written;
}
