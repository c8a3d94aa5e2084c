import type { SeedContext, Seeder } from './types';
import { adminAccount } from './admin-account';
import { demoArticles } from './demo-articles';
import { demoTicker } from './demo-ticker';

/** Demo content, in order. Later issues append theirs (articles, ticker messages, a booking page). */
export const seeders: Seeder[] = [adminAccount, demoArticles, demoTicker];

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
