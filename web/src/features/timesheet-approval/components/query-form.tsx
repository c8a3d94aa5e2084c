import { useId } from 'react';
import MessageSquare from 'lucide-react/icons/message-square';
import { periodMessages, ZQueryForm } from '@contracts/timesheets/period-approval';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
    <AnswerCard title="Query" description="Something is missing or wrong: tell the consultant.">
      {(headingId) => (
        <form
          className="grid gap-4"
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-labelledby={headingId}
          aria-busy={busy}
        >
          <FormField field={form.field('name')} label="Your name">
            {(control) => <Input {...control} autoComplete="name" />}
          </FormField>
          <FormField field={form.field('comment')} label="What needs changing?">
            {(control) => <Textarea {...control} rows={4} />}
          </FormField>
          <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
            <MessageSquare aria-hidden />
            {busy ? 'Sending...' : 'Send query'}
          </Button>
        </form>
      )}
    </AnswerCard>
  );
}
