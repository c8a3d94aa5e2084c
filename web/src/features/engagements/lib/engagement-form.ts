import type { FieldPath, UseFormSetError } from 'react-hook-form';
import {
  DEFAULT_NOTICE_DAYS,
  engagementMessages,
  type TEngagement,
  type TSaveEngagement,
} from '@contracts/engagements/engagement';
import { ApiError } from '@/lib/api-client';

type Model = TSaveEngagement['model'];
type Rollover = NonNullable<TSaveEngagement['rollover']>;
/** One row of the workstreams editor, as the form holds it: a saved one keeps its id. */
export type WorkstreamRow = NonNullable<TSaveEngagement['workstreams']>[number];

/**
 * Every model's fields at once, blank: the form keeps what was typed for one model while another
 * is chosen (a rate typed for a retainer stays for time and materials), and the contract keeps
 * only the chosen model's fields when the form is sent.
 */
const BLANK_MODEL_FIELDS = { hoursPerMonth: '', rate: '', monthlyFee: '' };

/**
 * A new engagement's form: blank terms for a retainer (the usual way a fractional CISO sells),
 * unused hours lost, free cancellation, the contract's usual notice, months counted in the
 * consultant's own zone, starting today.
 */
export const emptyEngagementForm = (
  clientId: string,
  timeZone: string,
  today: string,
): TSaveEngagement => ({
  clientId,
  title: '',
  startDate: today,
  endDate: '',
  timeZone,
  model: { kind: 'retainer', ...BLANK_MODEL_FIELDS } as Model,
  rollover: { kind: 'none', capHours: '' } as Rollover,
  lateCancellationHours: null,
  noticeDays: DEFAULT_NOTICE_DAYS,
  cadence: 'none',
  workstreams: [],
  clauses: '',
});

/** The form's values of a saved draft. */
export const engagementFormValuesOf = (engagement: TEngagement): TSaveEngagement => ({
  clientId: engagement.clientId,
  title: engagement.title,
  startDate: engagement.startDate,
  endDate: engagement.endDate ?? '',
  timeZone: engagement.timeZone,
  model: { ...BLANK_MODEL_FIELDS, ...engagement.terms.model } as Model,
  rollover: { capHours: '', ...engagement.terms.rollover } as Rollover,
  lateCancellationHours: engagement.terms.lateCancellationHours,
  noticeDays: engagement.terms.noticeDays,
  cadence: engagement.cadence,
  workstreams: engagement.workstreams.map(({ id, name }) => ({ id, name })),
  clauses: engagement.clauses,
});

/** A blank window field means no window: cancelling is then free at any time. */
export const blankAsNone = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : value;

/** A save refused because the engagement's letter went out meanwhile. */
export const isTermsLocked = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.message === engagementMessages.termsLocked;

/**
 * Shows the server's refusal of single fields on those fields: a 400's `fields` maps each dotted
 * path of the body (`title`, `model.rate`, `workstreams.1.name`) to its message, as the form's
 * own check would. The workstream list's own rules (a name twice, too many) sit under the list,
 * which react-hook-form keeps as `workstreams.root`; a whole-body message has no field and stays
 * in the toast.
 */
export function showServerFieldErrors(error: unknown, setError: UseFormSetError<TSaveEngagement>) {
  if (!(error instanceof ApiError)) return;
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    if (path === 'body') continue;
    const name = path === 'workstreams' ? 'workstreams.root' : path;
    setError(name as FieldPath<TSaveEngagement>, { message });
  }
}
