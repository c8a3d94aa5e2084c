import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FILTER_LABELS,
  ZAllDocumentsQuery,
  ZMoveDocument,
  type TDocumentList,
  type TDocumentSummary,
} from '@contracts/documents/document';
import {
  documentListTexts,
  documentListView,
  emptyListText,
  filtersFromParams,
  filtersQuery,
  isFiltered,
  libraryChoices,
  libraryNameOf,
  libraryNames,
  listAnnouncement,
  moveTarget,
  normalSearch,
  pageQuery,
  SEARCH_MAX_LENGTH,
  STATUS_CHOICES,
  statusFromChoice,
} from '../../../../web/src/features/documents/lib/document-list';

const doc = (id: string, libraryId: string | null = null): TDocumentSummary => ({
  id,
  title: `Document ${id}`,
  fileType: 'pdf',
  status: 'draft',
  libraryId,
  createdAt: '2026-01-01T10:00:00.000Z',
});
const page = (ids: string[], nextCursor: string | null = null): TDocumentList => ({
  documents: ids.map((id) => doc(id)),
  nextCursor,
});
const params = (search: string) => new URLSearchParams(search);

describe('All documents filters in the URL', () => {
  it('reads the status and the search back from the query string', () => {
    expect(filtersFromParams(params('status=pending&q=lease'))).toEqual({
      status: 'pending',
      q: 'lease',
    });
    expect(filtersFromParams(params(''))).toEqual({ q: '' });
    expect(filtersFromParams(params('q=%20%20Master%20services%20'))).toEqual({
      q: 'Master services',
    });
  });

  it('falls back to every document for an unknown status or a blank search', () => {
    expect(filtersFromParams(params('status=pending_signatures&q=%20'))).toEqual({ q: '' });
    expect(filtersFromParams(params('status=toString'))).toEqual({ q: '' });
    expect(filtersFromParams(params('status='))).toEqual({ q: '' });
  });

  it('keeps a search from the URL within the API limit', () => {
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 50);
    expect(filtersFromParams(params(`q=${long}`)).q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(SEARCH_MAX_LENGTH).toBe(200);
    expect(ZAllDocumentsQuery.safeParse({ q: normalSearch(long) }).success).toBe(true);
  });

  it('writes only what is chosen, so the plain list is plain /documents', () => {
    expect(filtersQuery({ q: '' }).toString()).toBe('');
    expect(filtersQuery({ status: 'completed', q: '' }).toString()).toBe('status=completed');
    expect(filtersQuery({ q: '  NDA 2026 ' }).toString()).toBe('q=NDA+2026');
    expect(filtersQuery({ status: 'draft', q: 'a&b' }).toString()).toBe('status=draft&q=a%26b');
  });

  it('round-trips every filter and search through the URL', () => {
    for (const { value } of STATUS_CHOICES) {
      const filters = { ...(value ? { status: value } : {}), q: 'Lease & co' };
      expect(filtersFromParams(filtersQuery(filters))).toEqual(filters);
    }
  });

  it('asks the API for a page with the filters and the previous cursor', () => {
    expect(pageQuery({ q: '' }).toString()).toBe('');
    expect(pageQuery({ status: 'expired', q: 'x' }, 'c/1+2').toString()).toBe(
      'status=expired&q=x&cursor=c%2F1%2B2',
    );
    expect(pageQuery({ q: 'x' }, null).toString()).toBe('q=x');
    const parsed = ZAllDocumentsQuery.parse(
      Object.fromEntries(pageQuery({ status: 'pending', q: 'x' }, 'c')),
    );
    expect(parsed).toMatchObject({ status: 'pending', q: 'x', cursor: 'c' });
  });

  it('offers All first, then each status group of the contract', () => {
    expect(STATUS_CHOICES.map((c) => c.label)).toEqual([
      'All',
      ...Object.values(DOCUMENT_FILTER_LABELS),
    ]);
    expect(STATUS_CHOICES[0]?.value).toBe('');
    expect(statusFromChoice('')).toBeUndefined();
    expect(statusFromChoice('declined')).toBe('declined');
    expect(statusFromChoice('fully_signed')).toBeUndefined();
  });

  it('tells nothing at all from nothing matching', () => {
    expect(isFiltered({ q: '' })).toBe(false);
    expect(isFiltered({ q: '   ' })).toBe(false);
    expect(emptyListText({ q: '' })).toBe('No documents yet');
    expect(emptyListText({ q: 'lease' })).toBe('No documents match');
    expect(emptyListText({ status: 'draft', q: '' })).toBe('No documents match');
  });
});

describe('All documents pages', () => {
  it('shows every page read, each document once', () => {
    const view = documentListView([page(['a', 'b'], 'c1'), page(['b', 'c'], null)]);
    expect(view.documents.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(view.nextCursor).toBeNull();
    expect(view.empty).toBe(false);
  });

  it('goes on while the last page carries a cursor, even a short or empty one', () => {
    expect(documentListView([page(['a'], 'c1')])).toMatchObject({ nextCursor: 'c1', empty: false });
    expect(documentListView([page([], 'c1')])).toMatchObject({
      documents: [],
      nextCursor: 'c1',
      empty: false,
    });
    expect(documentListView([page([], 'c1'), page([], 'c2')])).toMatchObject({
      nextCursor: 'c2',
      empty: false,
    });
  });

  it('is empty only once a page without documents ends the list', () => {
    expect(documentListView([page([], null)]).empty).toBe(true);
    expect(documentListView([page([], 'c1'), page([], null)]).empty).toBe(true);
    expect(documentListView([]).empty).toBe(true);
  });

  it('announces what a search or a page brought', () => {
    expect(listAnnouncement(undefined, { q: '' })).toBe('');
    expect(listAnnouncement(documentListView([page([])]), { q: '' })).toBe('No documents yet');
    expect(listAnnouncement(documentListView([page([])]), { q: 'x' })).toBe('No documents match');
    expect(listAnnouncement(documentListView([page(['a'])]), { q: '' })).toBe('1 document shown');
    expect(listAnnouncement(documentListView([page(['a', 'b'], 'c')]), { q: '' })).toBe(
      '2 documents shown, more to load',
    );
    expect(listAnnouncement(documentListView([page([], 'c')]), { q: 'x' })).toBe(
      '0 documents shown, more to load',
    );
  });
});

describe('library names', () => {
  const libraries = [
    { id: 'l1', name: 'Acme contracts' },
    { id: 'l2', name: 'Leases' },
  ];

  it('names a document’s library, or says it is in none', () => {
    const names = libraryNames(libraries);
    expect(libraryNameOf('l2', names)).toBe('Leases');
    expect(libraryNameOf(null, names)).toBe(documentListTexts.noLibrary);
    expect(documentListTexts.noLibrary).toBe('No library');
  });

  it('has no name while the libraries load or for one they do not hold', () => {
    expect(libraryNames(undefined)).toBeUndefined();
    expect(libraryNameOf('l1', undefined)).toBeUndefined();
    expect(libraryNameOf(null, undefined)).toBe('No library');
    expect(libraryNameOf('gone', libraryNames(libraries))).toBeUndefined();
  });

  it('offers No library, then the libraries by name, for a move', () => {
    expect(libraryChoices(libraries, { libraryId: null, libraryName: null })).toEqual([
      { value: '', label: 'No library' },
      { value: 'l1', label: 'Acme contracts' },
      { value: 'l2', label: 'Leases' },
    ]);
  });

  it('always offers the document’s own library, named as the document knows it', () => {
    expect(libraryChoices(undefined, { libraryId: 'l1', libraryName: 'Acme contracts' })).toEqual([
      { value: '', label: 'No library' },
      { value: 'l1', label: 'Acme contracts' },
    ]);
    expect(
      libraryChoices(libraries, { libraryId: 'l1', libraryName: 'Old name' }).filter(
        (c) => c.value === 'l1',
      ),
    ).toEqual([{ value: 'l1', label: 'Acme contracts' }]);
  });

  it('moves to no library for the empty choice, as the contract reads it', () => {
    expect(moveTarget('')).toEqual({ libraryId: null });
    expect(moveTarget('l2')).toEqual({ libraryId: 'l2' });
    expect(ZMoveDocument.parse(moveTarget(''))).toEqual({ libraryId: null });
    expect(ZMoveDocument.parse(moveTarget('l2'))).toEqual({ libraryId: 'l2' });
  });
});
