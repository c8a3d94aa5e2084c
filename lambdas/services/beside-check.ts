/**
 * A read made beside the ownership check it depends on, not after it: both round trips run at
 * once, so a list of one's own items costs one round trip of waiting instead of two. The answer
 * is still the check's first: a caller who does not own the item gets the check's error (its
 * 404) whatever the read found or failed with, and the read's items are never returned to them.
 * Only for reads that need nothing from the checked item to be made.
 */
export async function besideCheck<C, R>(check: Promise<C>, read: Promise<R>): Promise<[C, R]> {
  // The read's failure counts only once the check has passed; until then it must not surface as
  // an unhandled rejection.
  read.catch(() => undefined);
  const checked = await check;
  return [checked, await read];
}
