import type { TMatchProposal, TApplicationStatus } from '@contracts/applications/application';
import type { TRankedCandidate } from '@contracts/applications/matching';
import { formatPoints, proposeBlocker } from '../../lib/matching';
import { ApplicationLink } from '../application-link';
import { StatusBadge } from '../status-badge';
import { BreakdownTable } from './breakdown-table';
import { ProposeButton } from './propose-button';

export interface RoleSide {
  id: string;
  name: string;
  status: TApplicationStatus;
  matches: TMatchProposal[];
}

/** The professionals who meet the hard requirements, best first, each score explained. */
export function RankedList({ role, ranked }: { role: RoleSide; ranked: TRankedCandidate[] }) {
  if (ranked.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No professional meets the role’s hard requirements yet.
      </p>
    );
  return (
    <ol className="grid gap-4" aria-label="Ranked candidates">
      {ranked.map((candidate) => (
        <RankedCandidate key={candidate.candidateId} role={role} candidate={candidate} />
      ))}
    </ol>
  );
}

function RankedCandidate({ role, candidate }: { role: RoleSide; candidate: TRankedCandidate }) {
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="ranked-candidate">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold tabular-nums">
            <span aria-hidden>#{candidate.rank}</span>
            <span className="sr-only">Rank {candidate.rank}</span>
          </span>
          <div className="min-w-0">
            <ApplicationLink id={candidate.candidateId} className="font-semibold break-words">
              {candidate.name}
            </ApplicationLink>
            <p className="text-xs break-all text-muted-foreground">{candidate.email}</p>
            <div className="mt-1">
              <StatusBadge status={candidate.status} />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <p className="text-sm">
            Score{' '}
            <span className="text-2xl font-bold tabular-nums" data-testid="candidate-score">
              {formatPoints(candidate.score)}
            </span>
            <span className="text-muted-foreground"> / 100</span>
          </p>
          <ProposeButton
            roleId={role.id}
            roleName={role.name}
            candidateId={candidate.candidateId}
            candidateName={candidate.name}
            blocker={proposeBlocker(role, candidate)}
          />
        </div>
      </div>
      <details className="group">
        <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">
          Score breakdown
        </summary>
        <div className="mt-3">
          <BreakdownTable name={candidate.name} criteria={candidate.criteria} />
        </div>
      </details>
    </li>
  );
}
