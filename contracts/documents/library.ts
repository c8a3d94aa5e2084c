import * as z from 'zod';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';
import { optionalText, requiredText } from '../text-fields';

/** Document libraries (spec §3 document_libraries, §5 Library). */

export const LIBRARY_CATEGORIES = ['client', 'project', 'date', 'type', 'custom'] as const;
export type TLibraryCategory = (typeof LIBRARY_CATEGORIES)[number];
export const DEFAULT_LIBRARY_CATEGORY: TLibraryCategory = 'custom';
export const LIBRARY_CATEGORY_LABELS: Record<TLibraryCategory, string> = {
  client: 'Client',
  project: 'Project',
  date: 'Date',
  type: 'Type',
  custom: 'Custom',
};

export const libraryMessages = {
  nameRequired: 'Please enter a library name',
  category: 'Please choose a category',
  notFound: 'Library not found',
  loadFailed: 'Failed to load libraries',
  loadOneFailed: 'Failed to load library',
  createFailed: 'Failed to create library',
  created: 'Library created successfully',
  updated: 'Library updated',
  updateFailed: 'Failed to update library',
  deleted: 'Library deleted',
  deleteFailed: 'Failed to delete library',
  /** 409: a library is deleted only once it is empty, so no document is ever left unlisted. */
  notEmpty: (count: number) =>
    `This library still holds ${count === 1 ? '1 document' : `${count} documents`}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
  deleteConfirm:
    'Delete this library? Only an empty library can be deleted: its documents must be moved or deleted first.',
  changedElsewhere: 'This library was changed meanwhile. Please try again.',
} as const;

/** `POST /api/libraries`: the New Library dialog. */
export const ZCreateLibrary = z.object(
  {
    name: requiredText(libraryMessages.nameRequired, 'The name', 100),
    category: z
      .enum(LIBRARY_CATEGORIES, libraryMessages.category)
      .default(DEFAULT_LIBRARY_CATEGORY),
    categoryValue: optionalText('The category value', 100),
    description: optionalText('The description', 1000),
  },
  libraryMessages.nameRequired,
);
export type TCreateLibrary = z.input<typeof ZCreateLibrary>;
export type TCreateLibraryParsed = z.output<typeof ZCreateLibrary>;

/** `PATCH /api/libraries/{id}`: the Edit Library dialog, the same fields as a new one. */
export const ZUpdateLibrary = ZCreateLibrary;
export type TUpdateLibrary = TCreateLibrary;
export type TUpdateLibraryParsed = TCreateLibraryParsed;

export const ZLibrary = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(LIBRARY_CATEGORIES),
  categoryValue: z.string(),
  description: z.string(),
  /** Kept exact by the transaction that adds or removes a document. */
  documentCount: z.number().int(),
  createdAt: z.string(),
});
export type TLibrary = z.infer<typeof ZLibrary>;

/**
 * `GET /api/libraries?cursor&limit`: a page of the owner's libraries in storage order, each page
 * newest first; whoever gathers the pages orders them with `newestLibraryFirst`.
 */
export const ZLibraryList = ZPageOf('libraries', ZLibrary);
export const ZLibraryListQuery = ZPageQuery(PAGE_SIZES.libraries);

export const newestLibraryFirst = (a: TLibrary, b: TLibrary) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
export type TLibraryList = z.infer<typeof ZLibraryList>;
