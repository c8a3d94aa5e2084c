import {
  myApplicationMessages,
  type TMatchDecision,
} from '@contracts/applications/my-applications';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { decideMatch } from '../api/decide-match';
import { myApplicationPath } from '../api/get-my-application';
import { myApplicationsPath } from '../api/get-my-applications';
import { ANSWER_QUESTIONS } from '../lib/proposals';

/**
 * "Accept" and "Decline" of a proposed role, each asked first: either answer is final, and
 * accepting introduces both sides by e-mail. A refusal (answered already, the role closed)
 * comes back as the server's reason, and the card reloads to show the proposal as it is now.
 */
export function ProposalAnswer({
  id,
  roleId,
  headline,
}: {
  id: string;
  roleId: string;
  /** Names the role in each button's accessible name, as several may be listed. */
  headline: string;
}) {
  const { act, busy } = useAction();
  const answer = (decision: TMatchDecision['decision']) =>
    void act({
      run: () => decideMatch(id, roleId, decision),
      success:
        decision === 'accept' ? myApplicationMessages.accepted : myApplicationMessages.declined,
      error: myApplicationMessages.decideFailed,
      revalidate: [myApplicationPath(id), myApplicationsPath],
    });

  return (
    <div className="flex flex-wrap gap-2">
      {(['accept', 'decline'] as const).map((decision) => {
        const question = ANSWER_QUESTIONS[decision];
        const declining = decision === 'decline';
        return (
          <ConfirmAction
            key={decision}
            trigger={
              <Button
                size="sm"
                variant={declining ? 'outline' : 'default'}
                disabled={busy}
                aria-label={`${question.label}: ${headline}`}
              >
                {question.label}
              </Button>
            }
            title={question.title}
            description={question.description}
            confirmLabel={question.label}
            destructive={declining}
            onConfirm={() => answer(decision)}
          />
        );
      })}
    </div>
  );
}
