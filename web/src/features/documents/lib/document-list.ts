import {
  DOCUMENT_FILTER_LABELS,
  DOCUMENT_FILTERS,
  ZAllDocumentsQuery,
  type TDocumentFilter,
  type TDocumentList,
  type TDocumentSummary,
} from '@contracts/documents/document';

/**
 * The All documents screen (`/documents?status=pending&q=lease`). Its filters live in the URL, so
 * a reload, the back button or a shared link shows the same list; unknown values fall back to
 * every document.
 */
export interface DocumentListFilters {
  /** Absent: every status. */
  status?: TDocumentFilter;
  /** Trimmed, at most `SEARCH_MAX_LENGTH` characters; empty: every title. */
  q: string;
}

export const documentListTexts = {
  loading: 'Loading documents...',
  failed: 'Failed to load documents',
  /** Nothing at all: no filter and no document. */
  empty: 'No documents yet',
  /** A filter or search found nothing. */
  noMatch: 'No documents match',
  /** The pages read so far hold no match, but the server has more to look through. */
  nothingYet: 'No matching documents found so far.',
  loadMore: 'Load more',
  noLibrary: 'No library',
} as const;

/** The longest search the API accepts (the contract's own limit). */
export const SEARCH_MAX_LENGTH = ZAllDocumentsQuery.shape.q.unwrap().maxLength ?? 200;

const ALL = '';

/** The status filter's choices: All first, then the contract's groups in order. */
export const STATUS_CHOICES: readonly { value: TDocumentFilter | typeof ALL; label: string }[] = [
  { value: ALL, label: 'All' },
  ...(Object.keys(DOCUMENT_FILTERS) as TDocumentFilter[]).map((value) => ({
    value,
    label: DOCUMENT_FILTER_LABELS[value],
  })),
];

export const isDocumentFilter = (value: string | null | undefined): value is TDocumentFilter =>
  typeof value === 'string' && Object.hasOwn(DOCUMENT_FILTERS, value);

/** A chosen status option as a filter: the empty value (All) is none. */
export const statusFromChoice = (value: string): TDocumentFilter | undefined =>
  isDocumentFilter(value) ? value : undefined;

/** A typed search as the list asks for it: trimmed and within the API's limit. */
export const normalSearch = (text: string) => text.trim().slice(0, SEARCH_MAX_LENGTH).trim();

export function filtersFromParams(params: URLSearchParams): DocumentListFilters {
  const status = params.get('status');
  return {
    ...(isDocumentFilter(status) ? { status } : {}),
    q: normalSearch(params.get('q') ?? ''),
  };
}

/** The screen's query string: the status when one is chosen, the search when there is one. */
export function filtersQuery(filters: DocumentListFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  const q = normalSearch(filters.q);
  if (q) query.set('q', q);
  return query;
}

/** The API's query for one page; `cursor` is the previous page's `nextCursor`. */
export function pageQuery(filters: DocumentListFilters, cursor?: string | null): URLSearchParams {
  const query = filtersQuery(filters);
  if (cursor) query.set('cursor', cursor);
  return query;
}

export const isFiltered = (filters: DocumentListFilters) =>
  filters.status !== undefined || normalSearch(filters.q) !== '';

/** What an empty list says: nothing at all, or nothing for this filter and search. */
export const emptyListText = (filters: DocumentListFilters) =>
  isFiltered(filters) ? documentListTexts.noMatch : documentListTexts.empty;

export interface DocumentListView {
  /** Every document of the pages read, each once, newest first. */
  documents: TDocumentSummary[];
  /** Where the list goes on; null once the server has nothing more. */
  nextCursor: string | null;
  /**
   * The list is empty for good. A page may hold fewer documents than asked for, none at all, and
   * still carry a cursor (the server reads a bounded number per request): only pages without a
   * document and without a cursor mean "nothing".
   */
  empty: boolean;
}

/** What the pages read so far show. */
export function documentListView(pages: readonly TDocumentList[]): DocumentListView {
  const seen = new Set<string>();
  const documents: TDocumentSummary[] = [];
  for (const document of pages.flatMap((page) => page.documents)) {
    if (seen.has(document.id)) continue;
    seen.add(document.id);
    documents.push(document);
  }
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  return { documents, nextCursor, empty: documents.length === 0 && nextCursor === null };
}

/** What the screen reader hears once a list (a new search, a filter, more pages) has loaded. */
export function listAnnouncement(
  view: DocumentListView | undefined,
  filters: DocumentListFilters,
): string {
  if (!view) return '';
  if (view.empty) return emptyListText(filters);
  const count = view.documents.length;
  const shown = `${count} ${count === 1 ? 'document' : 'documents'} shown`;
  return view.nextCursor ? `${shown}, more to load` : shown;
}

/** The owner's libraries by id, for the Library column; undefined while they load. */
export function libraryNames(
  libraries: readonly { id: string; name: string }[] | undefined,
): ReadonlyMap<string, string> | undefined {
  return libraries && new Map(libraries.map((library) => [library.id, library.name]));
}

/**
 * A document's library as the list shows it: "No library", the library's name, or undefined
 * while the libraries load (or for one they do not hold).
 */
export function libraryNameOf(
  libraryId: string | null,
  names: ReadonlyMap<string, string> | undefined,
): string | undefined {
  if (libraryId === null) return documentListTexts.noLibrary;
  return names?.get(libraryId);
}

/**
 * The document page's Library choices: "No library" (the empty value), then the owner's libraries
 * by name. The document's own library is always among them, named as the document knows it,
 * while the list loads or if it does not hold it.
 */
export function libraryChoices(
  libraries: readonly { id: string; name: string }[] | undefined,
  current: { libraryId: string | null; libraryName: string | null },
): { value: string; label: string }[] {
  const choices = [
    { value: '', label: documentListTexts.noLibrary },
    ...(libraries ?? []).map((library) => ({ value: library.id, label: library.name })),
  ];
  if (current.libraryId && !choices.some((choice) => choice.value === current.libraryId))
    choices.push({ value: current.libraryId, label: current.libraryName ?? current.libraryId });
  return choices;
}

/** A chosen Library option as the move's body: the empty value is no library. */
export const moveTarget = (choice: string): { libraryId: string | null } => ({
  libraryId: choice === '' ? null : choice,
});
