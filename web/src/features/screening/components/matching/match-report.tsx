import type { TApplicationDetail } from '@contracts/applications/application';
import { matchListMessages } from '@contracts/applications/matching';
import { useMatches } from '../../api/get-matches';
import { OUTCOME_LABELS } from '../../lib/status-styles';
import { applicationName } from '../../lib/submission';
import { Loading, LoadFailed } from '../load-state';
import { SectionCard } from '../section-card';
import { ExcludedList } from './excluded-list';
import { RankedList } from './ranked-list';
import { Requirements } from './requirements';

type RoleDetail = Extract<TApplicationDetail, { kind: 'role' }>;

/** Matching for a role request: what it asks for, the ranking with its reasons, the excluded. */
export function MatchReport({ detail, sub }: { detail: RoleDetail; sub: string }) {
  const { data: report, error, mutate } = useMatches(detail.id, sub);
  const role = {
    id: detail.id,
    name: applicationName(detail),
    status: detail.status,
    matches: detail.matches,
  };

  return (
    <SectionCard
      headingId="matching-heading"
      title="Matching"
      description={`Professionals ranked against this role. Criteria marked “${OUTCOME_LABELS.unknown}” lacked data on one side and add nothing to the score.`}
      contentClassName="grid gap-8"
    >
      {!report ? (
        error ? (
          <LoadFailed
            title="The matches could not be loaded."
            error={error}
            onRetry={() => void mutate()}
          />
        ) : (
          <Loading text="Loading matches..." />
        )
      ) : (
        <>
          <Requirements report={report} />
          <div className="grid gap-3">
            <h4 className="font-semibold">Ranked candidates</h4>
            <RankedList role={role} ranked={report.ranked} />
            <Omitted count={report.omitted.ranked} what="ranked" />
          </div>
          <div className="grid gap-3">
            <h4 className="font-semibold">Excluded candidates</h4>
            <ExcludedList excluded={report.excluded} />
            <Omitted count={report.omitted.excluded} what="excluded" />
          </div>
        </>
      )}
    </SectionCard>
  );
}

/** Under a list the server cut to `MAX_MATCH_LINES`. */
function Omitted({ count, what }: { count: number; what: 'ranked' | 'excluded' }) {
  if (count === 0) return null;
  return <p className="text-sm text-muted-foreground">{matchListMessages.omitted(count, what)}</p>;
}
