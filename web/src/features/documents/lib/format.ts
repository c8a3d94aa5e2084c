import { format } from 'date-fns';

/** A stored time as the reader's local date, e.g. "3 Mar 2026". */
export const formatDate = (iso: string) => format(new Date(iso), 'd MMM yyyy');

/** A stored time as the reader's local date and time, e.g. "3 Mar 2026, 14:05". */
export const formatDateTime = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

/** A file size for people: "820 KB", "3.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
