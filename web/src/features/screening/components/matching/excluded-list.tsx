import type { TExcludedCandidate } from '@contracts/applications/matching';
import { ApplicationLink } from '../application-link';
import { StatusBadge } from '../status-badge';

/** The professionals left out by a hard requirement, with every requirement each one fails. */
export function ExcludedList({ excluded }: { excluded: TExcludedCandidate[] }) {
  if (excluded.length === 0)
    return <p className="text-sm text-muted-foreground">No professional was excluded.</p>;
  return (
    <ul className="grid gap-3" aria-label="Excluded candidates">
      {excluded.map((candidate) => (
        <li key={candidate.candidateId} className="grid gap-2 rounded-lg border p-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <ApplicationLink id={candidate.candidateId} className="font-semibold break-words">
              {candidate.name}
            </ApplicationLink>
            <StatusBadge status={candidate.status} />
          </div>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {candidate.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
