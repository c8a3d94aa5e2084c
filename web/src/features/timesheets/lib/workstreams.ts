import type { TSaveTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheet } from '@contracts/timesheets/timesheet';

/** The engagement a booking page's time counts against, as the timesheet view answers it. */
export type PageEngagement = NonNullable<TTimesheet['bookingPage']['engagement']>;
export type Workstream = PageEngagement['workstreams'][number];

/** The workstream of that id among the engagement's; none for null or an id it no longer has. */
export const findWorkstream = (workstreams: readonly Workstream[], id: string | null) =>
  id === null ? undefined : workstreams.find((w) => w.id === id);

/**
 * The entry form's values with its workstream as the form starts. With no workstream to choose
 * the field is left out, which the API reads as none on a new entry and as "keep it" on an edit.
 * Otherwise it is the entry's own, or none when the engagement no longer has it: the select can
 * only show the engagement's, and the form sends what it shows.
 */
export function withWorkstreamDefault(
  values: TSaveTimeEntry,
  workstreams: readonly Workstream[],
): TSaveTimeEntry {
  const { workstreamId, ...rest } = values;
  if (workstreams.length === 0) return rest;
  return { ...rest, workstreamId: findWorkstream(workstreams, workstreamId ?? null)?.id ?? null };
}
