import type { SeedContext, Seeder } from './types';
import { adminAccount } from './admin-account';
import { camelCasedApplications } from './camel-cased-applications';
import { demoArticles } from './demo-articles';
import { demoBookingPage } from './demo-booking-page';
import { demoTicker } from './demo-ticker';
import { linkedClients } from './linked-clients';
import { movedPartitions } from './moved-partitions';
import { renamedAttributes } from './renamed-attributes';
import { resealedLinkTokens } from './resealed-link-tokens';

/**
 * In order: a data folder from before carried over to today's keys, attribute names, kinds of
 * sealed token, applications' field names and booking pages' clients first; then demo content, the admin account first,
 * since the demo booking page is theirs.
 */
export const seeders: Seeder[] = [
  movedPartitions,
  renamedAttributes,
  resealedLinkTokens,
  camelCasedApplications,
  linkedClients,
  adminAccount,
  demoArticles,
  demoTicker,
  demoBookingPage,
];

export async function runSeeders(ctx: SeedContext, list: Seeder[] = seeders): Promise<void> {
  for (const seeder of list) {
    try {
      await seeder.run(ctx);
    } catch (error) {
      throw new Error(`seeding "${seeder.name}" failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
