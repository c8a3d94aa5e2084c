import { useId } from 'react';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { periodMessages, ZApproveForm } from '@contracts/timesheets/period-approval';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { approvePeriod } from '../api/answer-period';
import { useAnswer, type AnswerOutcome } from '../lib/use-answer';
import { AnswerCard } from './answer-card';

/**
 * The client signs the period off under their typed name; the link is used up by it. The answer
 * carries the hash of the copy the page shows, so the server approves only what they saw.
 */
export function ApproveForm({
  token,
  shownSha256,
  ...outcome
}: { token: string; shownSha256: string } & AnswerOutcome) {
  const id = useId();
  const form = useContractForm(ZApproveForm, {
    defaultValues: { name: '' },
    idPrefix: `${id}-approve`,
  });
  const { answer, busy } = useAnswer(outcome);
  const onSubmit = form.submit((values) =>
    answer(
      () => approvePeriod(token, { ...values, shownSha256 }),
      periodMessages.approvedByClient,
      periodMessages.approveFailed,
    ),
  );

  return (
    <AnswerCard
      title="Approve"
      description="The entries and totals above are correct."
      onSubmit={onSubmit}
      busy={busy}
      name={form.field('name')}
      nameHint="Approving records your name, the time and your network address."
      submit={{
        icon: <BadgeCheck aria-hidden />,
        label: 'Approve timesheet',
        busyLabel: 'Approving...',
      }}
    />
  );
}
