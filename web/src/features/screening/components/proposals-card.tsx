import { MATCH_STATE_LABELS, type TApplicationDetail } from '@contracts/applications/application';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '../lib/format-date';
import { otherSideId } from '../lib/submission';
import { ApplicationLink } from './application-link';

/**
 * The matches proposed for this application, each linking to the other side, with where it
 * stands: waiting for the professional's answer, or accepted or declined and when.
 */
export function ProposalsCard({ detail }: { detail: TApplicationDetail }) {
  const other = detail.kind === 'role' ? 'professional' : 'role request';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Proposed matches</CardTitle>
      </CardHeader>
      <CardContent>
        {detail.matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No matches proposed yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Proposed matches">
            {detail.matches.map((match) => (
              <li key={match.id} className="text-sm">
                <ApplicationLink id={otherSideId(detail.kind, match)} className="font-medium">
                  {match.otherName}
                </ApplicationLink>{' '}
                <span className="text-muted-foreground">({other})</span>
                <p className="text-xs text-muted-foreground">
                  Proposed by {match.proposedBy} ·{' '}
                  <time dateTime={match.proposedAt}>
                    {formatDate(match.proposedAt, { time: true })}
                  </time>
                </p>
                <p className="text-xs">
                  <span className="font-medium">{MATCH_STATE_LABELS[match.state]}</span>
                  {match.decidedAt && (
                    <>
                      {' '}
                      ·{' '}
                      <time dateTime={match.decidedAt} className="text-muted-foreground">
                        {formatDate(match.decidedAt, { time: true })}
                      </time>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
