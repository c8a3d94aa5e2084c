import * as z from 'zod';
import { defineRoutes } from '../route';
import {
  documentMessages,
  ZAllDocumentsQuery,
  ZCreateDocument,
  ZCreatedUpload,
  ZDocument,
  ZDocumentList,
  ZDocumentListQuery,
  ZDocumentSummary,
  ZDownloadQuery,
  ZDownloadUrl,
  ZMoveDocument,
} from './document';
import { ZSaveFields } from './fields';
import {
  libraryMessages,
  ZCreateLibrary,
  ZLibrary,
  ZLibraryList,
  ZLibraryListQuery,
  ZUpdateLibrary,
} from './library';
import { ZReminderSettings } from './reminders';
import { ZSendDocument, ZVoidDocument } from './signing';
import {
  templateMessages,
  ZApplyTemplate,
  ZCreateTemplate,
  ZTemplate,
  ZTemplateList,
  ZTemplateListQuery,
} from './templates';
import { MAX_SIGNERS, signerMessages, ZSaveWorkflow } from './workflow';

/**
 * `{id}` of a document, a library or a template. An id that cannot exist is simply not found,
 * like another owner's.
 */
export const ZOwnedItemId = z.object({ id: z.uuid() });

/** `{id}` of a document and `{order}` of one of its signers: 1 for the first. */
export const ZSignerParams = ZOwnedItemId.extend({
  order: z.coerce.number().int().min(1).max(MAX_SIGNERS),
});

const documentNotFound = documentMessages.notFound;
const libraryNotFound = libraryMessages.notFound;

/** Documents: each owner's libraries and documents, signer setup, fields, sending, templates. */
export const documentRoutes = defineRoutes('documents', {
  listLibraries: {
    method: 'GET',
    path: '/api/libraries',
    access: 'user',
    summary: "The owner's libraries with their document counts, a page at a time",
    query: ZLibraryListQuery,
    response: ZLibraryList,
  },
  createLibrary: {
    method: 'POST',
    path: '/api/libraries',
    access: 'user',
    summary: 'Creates a library',
    body: ZCreateLibrary,
    response: ZLibrary,
    status: 201,
  },
  getLibrary: {
    method: 'GET',
    path: '/api/libraries/{id}',
    access: 'user',
    summary: "One of the owner's libraries",
    params: ZOwnedItemId,
    notFound: libraryNotFound,
    response: ZLibrary,
  },
  updateLibrary: {
    method: 'PATCH',
    path: '/api/libraries/{id}',
    access: 'user',
    summary: "Changes a library's name, category, category value and description",
    params: ZOwnedItemId,
    notFound: libraryNotFound,
    body: ZUpdateLibrary,
    response: ZLibrary,
  },
  deleteLibrary: {
    method: 'DELETE',
    path: '/api/libraries/{id}',
    access: 'user',
    summary: 'Deletes an empty library (one that still holds documents is refused)',
    params: ZOwnedItemId,
    notFound: libraryNotFound,
  },
  listLibraryDocuments: {
    method: 'GET',
    path: '/api/libraries/{id}/documents',
    access: 'user',
    summary: "A library's uploaded documents, newest first, a page at a time",
    params: ZOwnedItemId,
    notFound: libraryNotFound,
    query: ZDocumentListQuery,
    response: ZDocumentList,
  },
  // Every document of the owner, whatever library it is in (or none).
  listDocuments: {
    method: 'GET',
    path: '/api/documents',
    access: 'user',
    summary: "The owner's documents, newest first, of one status group and search if given",
    query: ZAllDocumentsQuery,
    response: ZDocumentList,
  },
  createDocument: {
    method: 'POST',
    path: '/api/documents',
    access: 'user',
    summary: 'Reserves a document and answers where and how to upload its file',
    body: ZCreateDocument,
    response: ZCreatedUpload,
    status: 201,
  },
  moveDocument: {
    method: 'PUT',
    path: '/api/documents/{id}/library',
    access: 'user',
    summary: 'Moves a document into a library, or out of any',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    body: ZMoveDocument,
    response: ZDocumentSummary,
  },
  completeUpload: {
    method: 'POST',
    path: '/api/documents/{id}/upload-complete',
    access: 'user',
    summary: 'Checks the uploaded file and makes the document a draft',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    response: ZDocumentSummary,
  },
  getDocument: {
    method: 'GET',
    path: '/api/documents/{id}',
    access: 'user',
    summary: 'One document with its signers, fields and timeline',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    response: ZDocument,
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/{id}',
    access: 'user',
    summary: 'Deletes a document and its files',
    params: ZOwnedItemId,
    notFound: documentNotFound,
  },
  getDownloadUrl: {
    method: 'GET',
    path: '/api/documents/{id}/download-url',
    access: 'user',
    summary: 'An hour-long link to the original, the signed copy or the certificate',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    query: ZDownloadQuery,
    response: ZDownloadUrl,
  },
  saveWorkflow: {
    method: 'PUT',
    path: '/api/documents/{id}/workflow',
    access: 'user',
    summary: "Replaces a draft's signers and workflow type",
    params: ZOwnedItemId,
    notFound: documentNotFound,
    body: ZSaveWorkflow,
    response: ZDocument,
  },
  saveFields: {
    method: 'PUT',
    path: '/api/documents/{id}/fields',
    access: 'user',
    summary: 'Replaces every field of a draft',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    body: ZSaveFields,
    response: ZDocument,
  },
  // The body may be left out: no message for the signers and the longest links.
  sendDocument: {
    method: 'POST',
    path: '/api/documents/{id}/send',
    access: 'user',
    summary: 'Sends the signature requests (group: everyone now; chain: the first signer)',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    body: ZSendDocument.prefault({}),
    response: ZDocument,
  },
  voidDocument: {
    method: 'POST',
    path: '/api/documents/{id}/void',
    access: 'user',
    summary: 'Withdraws a document out for signature, with the reason its signers are mailed',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    body: ZVoidDocument,
    response: ZDocument,
  },
  extendRequest: {
    method: 'POST',
    path: '/api/documents/{id}/extend',
    access: 'user',
    summary: 'Gives every signer still waiting a new link (an expired request goes back out)',
    params: ZOwnedItemId,
    notFound: documentNotFound,
    response: ZDocument,
  },
  setReminders: {
    method: 'PUT',
    path: '/api/documents/{id}/reminders',
    access: 'user',
    summary: "Turns a document's automatic reminders on or off, or changes how often they go",
    params: ZOwnedItemId,
    notFound: documentNotFound,
    body: ZReminderSettings,
    response: ZDocument,
  },
  // Reads the stored PDF's pages (pdf-lib), like saving a template.
  applyTemplate: {
    method: 'POST',
    path: '/api/documents/{id}/apply-template',
    access: 'user',
    summary: "Gives a draft a template's signers and fields, replacing any it had",
    params: ZOwnedItemId,
    notFound: documentNotFound,
    body: ZApplyTemplate,
    response: ZDocument,
  },
  // Templates: a prepared document's roles and fields, to start new documents from.
  listTemplates: {
    method: 'GET',
    path: '/api/templates',
    access: 'user',
    summary: "The owner's templates, newest first, a page at a time",
    query: ZTemplateListQuery,
    response: ZTemplateList,
  },
  createTemplate: {
    method: 'POST',
    path: '/api/templates',
    access: 'user',
    summary: "Saves a document's signers, named as roles, and its fields as a new template",
    body: ZCreateTemplate,
    response: ZTemplate,
    status: 201,
  },
  deleteTemplate: {
    method: 'DELETE',
    path: '/api/templates/{id}',
    access: 'user',
    summary: 'Deletes a template (documents started from it keep their signers and fields)',
    params: ZOwnedItemId,
    notFound: templateMessages.notFound,
  },
  resendSignature: {
    method: 'POST',
    path: '/api/documents/{id}/signers/{order}/resend',
    access: 'user',
    summary: 'Mails a signer who was asked but has not signed a fresh personal link',
    params: ZSignerParams,
    notFound: { id: documentNotFound, order: signerMessages.notFound },
    response: ZDocument,
  },
});
