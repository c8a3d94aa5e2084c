import type { THealth } from '@contracts/system/get-health';
import { systemRoutes } from '@contracts/system/routes';
import { httpRoute } from '../../middleware/http-route';
import { systemDeps } from './deps';

export const getHealth = httpRoute(
  systemRoutes.health,
  { deps: systemDeps },
  async ({ deps }): Promise<THealth> => ({ status: 'ok', time: deps.clock.now().toISOString() }),
);
