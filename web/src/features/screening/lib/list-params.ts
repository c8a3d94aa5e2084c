import {
  APPLICATION_KIND_LABELS,
  APPLICATION_KINDS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  DEFAULT_PAGE_SIZE,
  ZApplicationListQuery,
  type TApplicationKind,
  type TApplicationList,
  type TApplicationStatus,
  type TApplicationSummary,
} from '@contracts/applications/application';

/**
 * The list's filters live in the URL (`/admin/applications?kind=role&status=new&q=ann`), so a
 * reload, the back button or a shared link shows the same list. Unknown values fall back to the
 * default.
 */
export interface ListFilters {
  kind: TApplicationKind;
  /** Absent: every status. */
  status?: TApplicationStatus;
  /**
   * Part of the applicant's (or company's) name or e-mail, any case: trimmed, at most
   * `SEARCH_MAX_LENGTH` characters. Absent or empty: everyone.
   */
  q?: string;
}

export const listTexts = {
  /** The pages read so far hold no match, but the server has more to look through. */
  nothingYet: 'No matches yet in the applications read so far.',
  loadMore: 'Load more',
} as const;

/** The longest search the API accepts (the contract's own limit). */
export const SEARCH_MAX_LENGTH = ZApplicationListQuery.shape.q.unwrap().maxLength ?? 200;

/** A typed search as the list asks for it: trimmed and within the API's limit. */
export const normalSearch = (text: string) => text.trim().slice(0, SEARCH_MAX_LENGTH).trim();

const isKind = (value: string | null): value is TApplicationKind =>
  (APPLICATION_KINDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is TApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

export function filtersFromParams(params: URLSearchParams): ListFilters {
  const kind = params.get('kind');
  const status = params.get('status');
  const q = normalSearch(params.get('q') ?? '');
  return {
    kind: isKind(kind) ? kind : 'ciso',
    ...(isStatus(status) ? { status } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * The query string of the filters: the kind always, the status when one is chosen, the search
 * when there is one.
 */
export function filtersQuery(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams({ kind: filters.kind });
  if (filters.status) query.set('status', filters.status);
  const q = normalSearch(filters.q ?? '');
  if (q) query.set('q', q);
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

/**
 * The filter in words: “Role requests”, “Role requests” with status “Screening”, or either
 * matching “ann”.
 */
export function filterName(filters: ListFilters): string {
  const kind = `“${APPLICATION_KIND_LABELS[filters.kind]}”`;
  const named = filters.status
    ? `${kind} with status “${APPLICATION_STATUS_LABELS[filters.status]}”`
    : kind;
  const q = normalSearch(filters.q ?? '');
  return q ? `${named} matching “${q}”` : named;
}

/** What an empty list says, naming the filter (and search) it shows. */
export const emptyListText = (filters: ListFilters) =>
  normalSearch(filters.q ?? '')
    ? `No applications in ${filterName(filters)}.`
    : `No applications yet in ${filterName(filters)}.`;

export interface ApplicationListView {
  /** Every application of the pages read, each once, newest first. */
  applications: TApplicationSummary[];
  /** Where the list goes on; null once the server has nothing more. */
  nextCursor: string | null;
  /**
   * The list is empty for good. A search page may hold fewer applications than asked for, none
   * at all, and still carry a cursor (the server reads a bounded number per request): only pages
   * without an application and without a cursor mean "nothing".
   */
  empty: boolean;
}

/** What the pages read so far show. */
export function applicationListView(pages: readonly TApplicationList[]): ApplicationListView {
  const seen = new Set<string>();
  const applications: TApplicationSummary[] = [];
  for (const application of pages.flatMap((page) => page.applications)) {
    if (seen.has(application.id)) continue;
    seen.add(application.id);
    applications.push(application);
  }
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  return { applications, nextCursor, empty: applications.length === 0 && nextCursor === null };
}

/** What the screen reader hears once a list (a new search, a filter, more pages) has loaded. */
export function listAnnouncement(view: ApplicationListView | undefined, filters: ListFilters) {
  if (!view) return '';
  if (view.empty) return emptyListText(filters);
  const count = view.applications.length;
  if (count === 0) return listTexts.nothingYet;
  const shown = `${count} ${count === 1 ? 'application' : 'applications'} shown`;
  return view.nextCursor ? `${shown}, more to load` : shown;
}

/**
 * A detail screen remembers the list it was opened from through the router's location state, so
 * its back link returns to the same tab, status and search.
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
