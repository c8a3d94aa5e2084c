import type { THealth } from '@contracts/system/get-health';
import { ZHealth } from '@contracts/system/get-health';
import { httpRoute } from '../../middleware/http-route';

export const getHealth = httpRoute(
  { access: 'public', response: ZHealth },
  async ({ deps }): Promise<THealth> => ({ status: 'ok', time: deps.clock.now().toISOString() }),
);
