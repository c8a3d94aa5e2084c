import type {
  TProfessionalProfile,
  TSaveProfessionalProfileParsed,
} from '@contracts/account/professional-profile';
import { concurrentWrite } from '../../errors';
import { MAX_TRANSACTION_OPS, type Table } from '../../ports/table';
import type { Clock } from '../../ports/clock';
import { bookingPageKey } from '../booking-pages/booking-page-item';
import { ownerBookingPageIds } from '../booking-pages/owner-schedule';
import { retryOnClash } from '../retry-on-clash';
import {
  fromProfessionalProfileItem,
  toProfessionalProfileItem,
} from './professional-profile-item';

/**
 * Saves the caller's profile whole and puts its name on each of their booking pages, in the same
 * transaction: a public page shows its host's name (`hostName`) without its function reaching
 * the profile's address and tax number. Invoices already issued keep the details they were
 * issued with (each is a snapshot); the next one prints these. A page made or removed meanwhile
 * makes the write clash, and it is tried again on the pages as they are then.
 */
export async function saveProfessionalProfile(
  deps: { table: Pick<Table, 'queryAll' | 'transaction'>; clock: Clock },
  input: { sub: string; profile: TSaveProfessionalProfileParsed },
): Promise<TProfessionalProfile> {
  const item = toProfessionalProfileItem(input.sub, input.profile, deps.clock.now().toISOString());
  await retryOnClash(3, async () => {
    const pageIds = await ownerBookingPageIds(deps.table, input.sub);
    // One transaction holds the profile and 99 pages; an owner with more has the rest in others.
    const chunks: string[][] = [];
    for (let i = 0; i < pageIds.length; i += MAX_TRANSACTION_OPS - 1)
      chunks.push(pageIds.slice(i, i + MAX_TRANSACTION_OPS - 1));
    for (const [index, ids] of (chunks.length ? chunks : [[]]).entries()) {
      const tx = deps.table.transaction();
      if (index === 0) tx.put(item);
      for (const id of ids)
        tx.update(bookingPageKey(id), { set: { hostName: item.name } }, concurrentWrite());
      await tx.commit();
    }
  });
  return fromProfessionalProfileItem(item);
}
