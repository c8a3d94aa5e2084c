import { formatDate } from '@/features/screening/applicant-view';

/** When the application was sent and last changed. */
export function ApplicationDates({
  createdAt,
  updatedAt,
  time = false,
}: {
  createdAt: string;
  updatedAt: string;
  /** With the time of day, where there is room for it (the detail). */
  time?: boolean;
}) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span>
        Sent <time dateTime={createdAt}>{formatDate(createdAt, { time })}</time>
      </span>
      <span>
        Updated <time dateTime={updatedAt}>{formatDate(updatedAt, { time })}</time>
      </span>
    </p>
  );
}
