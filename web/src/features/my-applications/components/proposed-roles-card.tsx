import type { TProposedRole } from '@contracts/applications/my-applications';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/titled-card';
import { formatDate } from '@/features/screening/applicant-view';
import { PROPOSAL_STATE_TEXTS } from '../lib/proposals';
import { ProposalAnswer } from './proposal-answer';

const STATE_BADGES = { proposed: 'outline', accepted: 'success', declined: 'secondary' } as const;

/**
 * The roles screeners proposed to the professional, newest first: what each is, and either the
 * answer buttons or how it was answered. The company is named once accepted.
 */
export function ProposedRolesCard({ id, proposals }: { id: string; proposals: TProposedRole[] }) {
  return (
    <TitledCard
      title="Proposed roles"
      description="Roles we think fit you. Nobody is introduced until you accept one."
    >
      {proposals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No roles proposed yet.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Proposed roles">
          {proposals.map((proposal) => (
            <li
              key={proposal.roleId}
              className="grid gap-3 rounded-md border p-4 text-sm"
              data-testid="proposed-role"
            >
              <ProposedRole id={id} proposal={proposal} />
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

function ProposedRole({ id, proposal }: { id: string; proposal: TProposedRole }) {
  const { state, decidedAt } = proposal;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium break-words">{proposal.headline}</p>
        <Badge variant={STATE_BADGES[state]}>{PROPOSAL_STATE_TEXTS[state]}</Badge>
      </div>
      <p className="break-words whitespace-pre-line">{proposal.description}</p>
      {proposal.company && (
        <p>
          <span className="text-muted-foreground">Company:</span>{' '}
          <span className="font-medium">{proposal.company}</span>
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        Proposed <time dateTime={proposal.proposedAt}>{formatDate(proposal.proposedAt)}</time>
        {decidedAt && (
          <>
            {' '}
            · {PROPOSAL_STATE_TEXTS[state]}{' '}
            <time dateTime={decidedAt}>{formatDate(decidedAt)}</time>
          </>
        )}
      </p>
      {state === 'proposed' && (
        <ProposalAnswer id={id} roleId={proposal.roleId} headline={proposal.headline} />
      )}
    </>
  );
}
