import { formatCount } from '@contracts/format-count';

/** "1.4 MB" or "320 KB": a chosen file's size beside its name. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A textarea's live count against the contract's limit: "120 / 2,000 characters". */
export const characterCount = (length: number, max: number) =>
  `${formatCount(length)} / ${formatCount(max)} characters`;
