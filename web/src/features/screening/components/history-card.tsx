import type { TStatusChange } from '@contracts/applications/application';
import { TitledCard } from '@/components/ui/titled-card';
import { formatDate } from '../lib/format-date';
import { historyText } from '../lib/screening-moves';

/** Every status change, as recorded: from → to, by whom, when, and why if the product moved it. */
export function HistoryCard({ history }: { history: TStatusChange[] }) {
  return (
    <TitledCard title="History">
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <ol className="grid gap-3 border-l pl-4" aria-label="Status history">
          {history.map((change, index) => (
            <li key={`${change.at}-${index}`} className="text-sm">
              <p className="font-medium">{historyText(change)}</p>
              <p className="text-xs text-muted-foreground">
                {change.by} ·{' '}
                <time dateTime={change.at}>{formatDate(change.at, { time: true })}</time>
              </p>
              {change.reason && (
                <p className="mt-1 break-words text-muted-foreground">{change.reason}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </TitledCard>
  );
}
