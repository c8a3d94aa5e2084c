import type { TMyApplication } from '@contracts/applications/my-applications';
import { TitledCard } from '@/components/ui/titled-card';
import { formatDate } from '@/features/screening/applicant-view';
import { historyLines } from '../lib/my-applications';

/** "Received", then each status the application reached, with its date, oldest first. */
export function HistoryCard({ application }: { application: TMyApplication }) {
  return (
    <TitledCard title="History">
      <ol className="grid gap-3 border-l pl-4" aria-label="Status history">
        {historyLines(application).map((line, index) => (
          <li key={`${line.at}-${index}`} className="text-sm">
            <p className="font-medium">{line.label}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={line.at}>{formatDate(line.at, { time: true })}</time>
            </p>
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}
