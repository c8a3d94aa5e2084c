import { ZTimeEntry } from '@contracts/timesheets/entry';
import { ZStopTimer } from '@contracts/timesheets/timer';
import { httpRoute } from '../../middleware/http-route';
import { stopTimer as stop } from '../../services/timesheets/stop-timer';
import { timesheetsDeps } from './deps';

export const stopTimer = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZStopTimer, response: ZTimeEntry, status: 201 },
  async ({ body, identity, deps }) => {
    const { entry } = await stop(deps, {
      sub: identity.sub,
      stoppedAt: deps.clock.now(),
      description: body.description,
    });
    return entry;
  },
);
