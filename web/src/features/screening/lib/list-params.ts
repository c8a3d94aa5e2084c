import {
  APPLICATION_KIND_LABELS,
  APPLICATION_KINDS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  DEFAULT_PAGE_SIZE,
  type TApplicationKind,
  type TApplicationStatus,
} from '@contracts/applications/application';

/**
 * The list's filters live in the URL (`/admin/applications?kind=role&status=new`), so a reload,
 * the back button or a shared link shows the same list. Unknown values fall back to the default.
 */
export interface ListFilters {
  kind: TApplicationKind;
  /** Absent: every status. */
  status?: TApplicationStatus;
}

const isKind = (value: string | null): value is TApplicationKind =>
  (APPLICATION_KINDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is TApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

export function filtersFromParams(params: URLSearchParams): ListFilters {
  const kind = params.get('kind');
  const status = params.get('status');
  return {
    kind: isKind(kind) ? kind : 'ciso',
    ...(isStatus(status) ? { status } : {}),
  };
}

/** The query string of the filters: the kind always, the status when one is chosen. */
export function filtersQuery(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams({ kind: filters.kind });
  if (filters.status) query.set('status', filters.status);
  return query;
}

/** The list screen showing these filters. */
export const listPath = (filters: ListFilters) => `/admin/applications?${filtersQuery(filters)}`;

/** The API's query for one page of the list; `cursor` is the previous page's `nextCursor`. */
export function pageQuery(filters: ListFilters, cursor?: string | null): URLSearchParams {
  const query = filtersQuery(filters);
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(DEFAULT_PAGE_SIZE));
  return query;
}

/** The filter in words: “Role requests”, or “Role requests” with status “Screening”. */
export function filterName(filters: ListFilters): string {
  const kind = `“${APPLICATION_KIND_LABELS[filters.kind]}”`;
  return filters.status
    ? `${kind} with status “${APPLICATION_STATUS_LABELS[filters.status]}”`
    : kind;
}

/** What an empty list says, naming the filter it shows. */
export const emptyListText = (filters: ListFilters) =>
  `No applications yet in ${filterName(filters)}.`;

/**
 * A detail screen remembers the list it was opened from through the router's location state, so
 * its back link returns to the same tab and status.
 */
export interface FromList {
  listSearch: string;
}

export const fromList = (filters: ListFilters): FromList => ({
  listSearch: filtersQuery(filters).toString(),
});

/** The filters a location state carries, if it came from the list. */
export function filtersFromState(state: unknown): ListFilters | undefined {
  const search = (state as Partial<FromList> | null | undefined)?.listSearch;
  return typeof search === 'string' ? filtersFromParams(new URLSearchParams(search)) : undefined;
}
