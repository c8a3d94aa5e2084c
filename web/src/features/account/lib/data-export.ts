import { format } from 'date-fns';

/** A stored time as the reader's local date and time, e.g. "3 Mar 2026, 14:05"; '' if unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM yyyy, HH:mm');
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size for people: "512 B", "820 KB", "3.4 MB", "1.2 GB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}
