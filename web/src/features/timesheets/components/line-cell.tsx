import type { ReactNode } from 'react';
import { CardTableCell, CardTableHead } from '@/components/ui/card-table';
import { formatDay, formatTime } from '../lib/display';

/*
 * A timesheet's lines, wherever they are listed (the consultant's entries, the client's approval
 * page), are a card table (components/ui/card-table.tsx): cards on a phone, a table from `md` up.
 */

/** The lines' column headers; `actions` adds the last column, of each line's buttons. */
export function LinesHead({
  columns,
  actions = false,
}: {
  columns: readonly { label: string; numeric?: boolean }[];
  actions?: boolean;
}) {
  return (
    <CardTableHead columns={actions ? [...columns, { label: 'Actions', srOnly: true }] : columns} />
  );
}

/**
 * A line's day, its times and its description: the first three cells of every line. `detail`
 * is a second, smaller line under the description (an entry's workstream).
 */
export function LineWhenCells({
  line,
  timeZone,
  detail,
}: {
  line: { startTime: string; endTime: string; description: string };
  timeZone: string;
  detail?: ReactNode;
}) {
  return (
    <>
      <CardTableCell column="Date" className="whitespace-nowrap">
        {formatDay(line.startTime, timeZone)}
      </CardTableCell>
      <CardTableCell column="Time" className="whitespace-nowrap tabular-nums">
        {formatTime(line.startTime, timeZone)}–{formatTime(line.endTime, timeZone)}
      </CardTableCell>
      <CardTableCell column="Description" className="break-words">
        {line.description}
        {detail && <span className="block text-xs text-muted-foreground">{detail}</span>}
      </CardTableCell>
    </>
  );
}
