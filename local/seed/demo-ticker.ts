import { toTickerItem } from '../../lambdas/services/ticker/ticker-item';
import { seedOnce, seedTable } from './seed-once';
import type { Seeder } from './types';

const createdAt = '2025-01-06T09:00:00.000Z';

/** Four short messages for the landing page's ticker, in this order. */
const messages = [
  'New: fractional CISO matches for Series A and B start-ups — post a role in under five minutes.',
  'Every vCISO in the network is interviewed and reference-checked by our team.',
  'Preparing for SOC 2 or ISO 27001? Ask for a leader who has taken companies through the audit.',
  'Read the Insights Hub for practical guides on board reporting and security programmes.',
];

export const demoTicker: Seeder = {
  name: 'demo ticker messages',
  async run(ctx) {
    const items = messages.map((message, displayOrder) =>
      toTickerItem({
        id: `demo-ticker-${displayOrder + 1}`,
        message,
        displayOrder,
        isActive: true,
        createdAt,
      }),
    );
    const written = await seedOnce(seedTable(ctx), 'demo-ticker', items, new Date());
    if (written) ctx.log('seed', `added ${written} demo ticker messages`);
  },
};
