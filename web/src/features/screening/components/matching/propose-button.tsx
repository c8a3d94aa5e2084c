import { applicationMessages } from '@contracts/applications/application';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { applicationPath } from '../../api/get-application';
import { matchesPath } from '../../api/get-matches';
import { proposeMatch } from '../../api/propose-match';

/**
 * "Propose match": asks first, naming both sides; then the professional is asked to accept, and
 * only their accept matches and introduces both. Disabled, with the reason beside it, when the
 * match cannot be proposed.
 */
export function ProposeButton({
  roleId,
  roleName,
  candidateId,
  candidateName,
  blocker,
}: {
  roleId: string;
  roleName: string;
  candidateId: string;
  candidateName: string;
  /** Why it cannot be proposed now, if so. */
  blocker: string | undefined;
}) {
  const { act, busy } = useAction();
  const propose = () =>
    void act({
      run: () => proposeMatch(roleId, { candidateId }),
      success: applicationMessages.proposed,
      error: applicationMessages.proposeFailed,
      revalidate: [applicationPath(roleId), matchesPath(roleId), applicationPath(candidateId)],
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ConfirmAction
        trigger={
          <Button
            size="sm"
            disabled={busy || Boolean(blocker)}
            aria-label={`Propose match: ${candidateName}`}
          >
            {busy ? 'Proposing...' : 'Propose match'}
          </Button>
        }
        title="Propose this match?"
        description={`Propose ${candidateName} for the role request of ${roleName}? The professional is asked by e-mail to accept; only then do both move to Matched and get introduced to each other.`}
        confirmLabel="Propose match"
        destructive={false}
        onConfirm={propose}
      />
      {blocker && <span className="text-xs text-muted-foreground">{blocker}</span>}
    </div>
  );
}
