import Lock from 'lucide-react/icons/lock';
import { engagementMessages, type TEngagement } from '@contracts/engagements/engagement';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cadenceLabel, periodLine, termsRows } from '../lib/engagement-display';

/**
 * The terms of an engagement whose letter is out or signed, read-only: they change only by a
 * signed letter, so the screen offers no way to edit them, and says so.
 */
export function EngagementTerms({ engagement }: { engagement: TEngagement }) {
  const rows = [
    { label: 'Period', value: periodLine(engagement.startDate, engagement.endDate) },
    { label: 'Time zone', value: engagement.timeZone.replaceAll('_', ' ') },
    ...termsRows(engagement.terms, engagement.currency),
    { label: 'Reporting cadence', value: cadenceLabel[engagement.cadence] },
  ];
  return (
    <Card role="region" aria-labelledby="engagement-terms-heading">
      <CardHeader>
        <h2
          id="engagement-terms-heading"
          className="text-xl leading-none font-semibold tracking-tight"
        >
          Terms
        </h2>
        <CardDescription className="flex items-start gap-2">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{engagementMessages.termsLocked}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
              <dd className="mb-2 break-words sm:mb-0">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Workstreams</h3>
          {engagement.workstreams.length === 0 ? (
            <p className="text-sm text-muted-foreground">No workstreams.</p>
          ) : (
            <ul aria-label="Workstreams" className="grid list-disc gap-1 pl-5 text-sm">
              {engagement.workstreams.map((workstream) => (
                <li key={workstream.id} className="break-words">
                  {workstream.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Clauses</h3>
          {engagement.clauses ? (
            <p className="text-sm break-words whitespace-pre-wrap">{engagement.clauses}</p>
          ) : (
            <p className="text-sm text-muted-foreground">No clauses of your own.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
