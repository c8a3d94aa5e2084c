import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { timesheetApprovalRoutes } from '@contracts/timesheet-approval/routes';
import { clientAddress } from '../../middleware/client-address';
import { httpRoute } from '../../middleware/http-route';
import { linkTokenOf } from '../../middleware/link-token';
import { invalidApprovalLink } from '../../services/timesheets/approval-link';
import { getApprovalView as view } from '../../services/timesheets/approval-view';
import { answerPeriod, type ClientAnswer } from '../../services/timesheets/answer-period';
import { timesheetApprovalDeps } from './deps';

/** The client's link token from its header: anything that cannot be one is an unknown link. */
function tokenOf(event: APIGatewayProxyEventV2): string {
  const token = linkTokenOf(event);
  if (!token) throw invalidApprovalLink();
  return token;
}

export const getApprovalView = httpRoute(
  timesheetApprovalRoutes.get,
  { deps: timesheetApprovalDeps },
  async ({ event, deps }) => view(deps, tokenOf(event)),
);

/** An answer from the link, then the period as the client now sees it. */
async function answer(
  deps: (typeof timesheetApprovalDeps)['deps'],
  event: APIGatewayProxyEventV2,
  shownSha256: string,
  clientAnswer: ClientAnswer,
) {
  const token = tokenOf(event);
  const ipAddress = clientAddress(event);
  await answerPeriod(deps, { token, ipAddress, shownSha256, answer: clientAnswer });
  return view(deps, token);
}

export const approvePeriod = httpRoute(
  timesheetApprovalRoutes.approve,
  { deps: timesheetApprovalDeps },
  async ({ event, body, deps }) =>
    answer(deps, event, body.shownSha256, { kind: 'approve', name: body.name }),
);

export const queryPeriod = httpRoute(
  timesheetApprovalRoutes.query,
  { deps: timesheetApprovalDeps },
  async ({ event, body, deps }) =>
    answer(deps, event, body.shownSha256, {
      kind: 'query',
      name: body.name,
      comment: body.comment,
    }),
);
