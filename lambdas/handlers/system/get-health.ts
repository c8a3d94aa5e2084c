import type { THealth } from '@contracts/system/get-health';
import { ZHealth } from '@contracts/system/get-health';
import { httpRoute } from '../../middleware/http-route';
import { systemDeps } from './deps';

export const getHealth = httpRoute(
  { access: 'public', deps: systemDeps, response: ZHealth },
  async ({ deps }): Promise<THealth> => ({ status: 'ok', time: deps.clock.now().toISOString() }),
);
