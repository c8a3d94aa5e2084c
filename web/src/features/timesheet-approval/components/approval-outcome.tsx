import CircleCheck from 'lucide-react/icons/circle-check';
import MessageSquare from 'lucide-react/icons/message-square';
import {
  PERIOD_STATE_LABELS,
  periodMessages,
  type TPeriodForApproval,
} from '@contracts/timesheets/period-approval';
import { approvalSummary } from '@/features/timesheets/period-view';
import { FocusNotice } from './focus-notice';

/**
 * What became of the period once its link cannot be acted on: approved (by whom, when and from
 * where, as recorded), queried (the comment sent), or else simply that the link was used.
 * `focus` when it replaces the form just sent, so keyboard and screen reader users land on it.
 */
export function ApprovalOutcome({ view, focus }: { view: TPeriodForApproval; focus: boolean }) {
  const approval = view.state === 'approved' ? view.approval : null;
  const queried = view.state === 'queried';
  return (
    <FocusNotice
      role="status"
      testId="approval-outcome"
      tone="muted"
      icon={queried ? <MessageSquare /> : <CircleCheck />}
      focus={focus}
    >
      <div className="grid min-w-0 gap-1 break-words">
        {approval ? (
          <>
            <p className="font-semibold">{PERIOD_STATE_LABELS.approved}</p>
            <p>{approvalSummary(approval, view.timeZone)}</p>
          </>
        ) : queried ? (
          <>
            <p className="font-semibold">{PERIOD_STATE_LABELS.queried}</p>
            {view.query && <blockquote className="whitespace-pre-wrap">{view.query}</blockquote>}
          </>
        ) : (
          <p className="font-semibold">{periodMessages.linkUsed}</p>
        )}
      </div>
    </FocusNotice>
  );
}
