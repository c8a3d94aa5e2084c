import { ZStatusRequest, ZStatusResult } from '@contracts/timesheets/timesheet';
import { httpRoute } from '../../middleware/http-route';
import { changeStatus, type StatusMove } from '../../services/timesheets/change-status';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

/** `POST …/timesheet-submissions` and `…/timesheet-approvals`: one route each, one service. */
const statusRoute = (move: StatusMove) =>
  httpRoute(
    { access: 'user', deps: timesheetsDeps, body: ZStatusRequest, response: ZStatusResult },
    async ({ params, body, identity, deps }) =>
      changeStatus(deps, {
        calendarId: calendarIdOf(params),
        sub: identity.sub,
        move,
        period: body.period,
        entryIds: body.entryIds,
      }),
  );

export const submitEntries = statusRoute('submit');
export const approveEntries = statusRoute('approve');
