import { useMemo } from 'react';
import { format, parse } from 'date-fns';
import Plus from 'lucide-react/icons/plus';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { deleteDateOverride, dateOverridesKey, useDateOverrides } from '../api/date-overrides';
import { overrideSummary } from '../lib/date-overrides';
import { dateKeyIn } from '@/features/booking/time-zone';
import { DateOverrideDialog } from './date-override-dialog';

const DAY_MS = 86_400_000;

const longDate = (date: string) =>
  format(parse(date, 'yyyy-MM-dd', new Date()), 'EEEE, MMMM d, yyyy');

/**
 * The page's date overrides on its week screen: dates with other hours than the week's, or none
 * (a holiday), from today on; each can be changed or removed, and new ones added.
 */
export function DateOverridesPanel({ page, sub }: { page: TBookingPage; sub: string }) {
  const overrides = useDateOverrides(page.id, sub);
  const { act, busy } = useAction();
  const bounds = useMemo(() => {
    const now = Date.now();
    return {
      min: dateKeyIn(new Date(now), page.timeZone),
      max: dateKeyIn(new Date(now + page.horizonDays * DAY_MS), page.timeZone),
    };
  }, [page.timeZone, page.horizonDays]);
  const upcoming = (overrides.data ?? []).filter((o) => o.date >= bounds.min);

  const remove = (date: string) =>
    act({
      run: () => deleteDateOverride(page.id, date),
      success: { title: 'Success', description: 'Date override removed' },
      error: 'Error',
      revalidate: [dateOverridesKey(page.id)],
    });

  return (
    <section aria-labelledby="date-overrides" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="date-overrides" className="text-lg font-semibold">
            Date overrides
          </h2>
          <p className="text-sm text-muted-foreground">
            Dates with other hours than the week's, or none, in {page.timeZone}.
          </p>
        </div>
        <DateOverrideDialog
          bookingPageId={page.id}
          timeZone={page.timeZone}
          bounds={bounds}
          trigger={
            <Button variant="outline">
              <Plus aria-hidden />
              Add date override
            </Button>
          }
        />
      </div>
      {upcoming.length === 0 ? (
        <p className="text-sm text-muted-foreground">No date overrides.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Date overrides">
          {upcoming.map((o) => (
            <li
              key={o.date}
              data-override-date={o.date}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <span className="text-sm">
                <span className="font-medium">{longDate(o.date)}</span>
                <span className="text-muted-foreground"> · {overrideSummary(o)}</span>
              </span>
              <span className="flex gap-2">
                <DateOverrideDialog
                  key={`${o.date}-${overrideSummary(o)}`}
                  bookingPageId={page.id}
                  timeZone={page.timeZone}
                  bounds={bounds}
                  existing={o}
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`Edit ${longDate(o.date)}`}>
                      Edit
                    </Button>
                  }
                />
                <ConfirmAction
                  title="Remove this date override?"
                  description={`${longDate(o.date)} will follow the week's hours again.`}
                  confirmLabel="Remove"
                  onConfirm={() => void remove(o.date)}
                  trigger={
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={`Remove ${longDate(o.date)}`}
                    >
                      Remove
                    </Button>
                  }
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
