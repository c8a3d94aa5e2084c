import { useId } from 'react';
import MessageSquare from 'lucide-react/icons/message-square';
import { periodMessages, ZQueryForm } from '@contracts/timesheets/period-approval';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { queryPeriod } from '../api/answer-period';
import { useAnswer, type AnswerOutcome } from '../lib/use-answer';
import { AnswerCard } from './answer-card';

/**
 * The client asks for changes instead: the consultant is mailed the comment, can edit the
 * entries and submits the period again, with a new link. This link is used up by it. Like an
 * approval it names the copy the page shows, and is refused if that changed meanwhile.
 */
export function QueryForm({
  token,
  shownSha256,
  ...outcome
}: { token: string; shownSha256: string } & AnswerOutcome) {
  const id = useId();
  const form = useContractForm(ZQueryForm, {
    defaultValues: { name: '', comment: '' },
    idPrefix: `${id}-query`,
  });
  const { answer, busy } = useAnswer(outcome);
  const onSubmit = form.submit((values) =>
    answer(
      () => queryPeriod(token, { ...values, shownSha256 }),
      periodMessages.queriedByClient,
      periodMessages.queryFailed,
    ),
  );

  return (
    <AnswerCard
      title="Query"
      description="Something is missing or wrong: tell the consultant."
      onSubmit={onSubmit}
      busy={busy}
      name={form.field('name')}
      submit={{
        icon: <MessageSquare aria-hidden />,
        label: 'Send query',
        busyLabel: 'Sending...',
        outline: true,
      }}
    >
      <FormField field={form.field('comment')} label="What needs changing?">
        {(control) => <Textarea {...control} rows={4} />}
      </FormField>
    </AnswerCard>
  );
}
