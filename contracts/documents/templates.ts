import * as z from 'zod';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';
import { requiredText, requiredTrimmed } from '../text-fields';
import { FIELD_TYPES, fieldPlacementShape } from './fields';
import { MAX_SIGNERS, WORKFLOW_TYPES, ZSaveWorkflow } from './workflow';

/**
 * Templates: a prepared document's signers, as roles, and its fields, saved to start new
 * documents from (`POST /api/templates`, `GET /api/templates`, `DELETE /api/templates/{id}`,
 * `POST /api/documents/{id}/apply-template`). A template keeps no file: each new document brings
 * its own, with the template's page count.
 */
export const MAX_PAGE_COUNT = 2000;

export const templateMessages = {
  nameRequired: 'Please enter a template name',
  roleRequired: 'Please name every role',
  roleCount: 'Name one role for each signer',
  pageCount: 'The page count of the file is missing',
  notPrepared: 'Add signers and place their fields before saving a template',
  notFound: 'Template not found',
  /** 400: the chosen file must have as many pages as the template's, so every field has its page. */
  pageMismatch: (pages: number) =>
    `This template is for a file of ${pages === 1 ? '1 page' : `${pages} pages`}. Please choose a file with the same number of pages.`,
  /** 400: the page count sent is not the stored file's: the page was stale or the count forged. */
  pageCountWrong: (pages: number) =>
    `The file has ${pages === 1 ? '1 page' : `${pages} pages`}, not the page count sent. Please reload the document and try again.`,
  pagesUnreadable: "The file's pages could not be read, so a template cannot be used with it",
  signerCount: (roles: number) =>
    `This template has ${roles === 1 ? '1 role' : `${roles} roles`}: name one signer for each`,
  saved: 'Template saved',
  saveFailed: 'Failed to save the template',
  deleted: 'Template deleted',
  deleteFailed: 'Failed to delete the template',
  deleteConfirm: 'Delete this template? Documents started from it keep their signers and fields.',
  applied: 'Signers and fields placed from the template',
  applyFailed: 'Failed to start from the template',
  loadFailed: 'Failed to load templates',
} as const;

const pageCount = z
  .number(templateMessages.pageCount)
  .int(templateMessages.pageCount)
  .min(1, templateMessages.pageCount)
  .max(MAX_PAGE_COUNT, templateMessages.pageCount);

/** `POST /api/templates`: saves the document's signers (named as roles) and fields. */
export const ZCreateTemplate = z.object(
  {
    documentId: requiredTrimmed(templateMessages.notPrepared),
    name: requiredText(templateMessages.nameRequired, 'The name', 100),
    /** One role name per signer, in signing order ("Client", "Consultant"). */
    roles: z
      .array(requiredText(templateMessages.roleRequired, 'A role', 60), templateMessages.roleCount)
      .min(1, templateMessages.roleCount)
      .max(MAX_SIGNERS, templateMessages.roleCount),
    /** Pages of the document's file as the editor shows them. */
    pageCount,
  },
  templateMessages.nameRequired,
);
export type TCreateTemplate = z.input<typeof ZCreateTemplate>;

export const ZTemplateField = z.object({
  type: z.enum(FIELD_TYPES),
  /** The role (1 = the first signer) the field belongs to. */
  role: z.number().int(),
  ...fieldPlacementShape,
});

export const ZTemplate = z.object({
  id: z.string(),
  name: z.string(),
  workflowType: z.enum(WORKFLOW_TYPES),
  pageCount: z.number().int(),
  roles: z.array(z.string()),
  fields: z.array(ZTemplateField),
  createdAt: z.string(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

/** `GET /api/templates?cursor&limit`: a page of the caller's templates, newest first. */
export const ZTemplateList = ZPageOf('templates', ZTemplate);
export type TTemplateList = z.infer<typeof ZTemplateList>;
export const ZTemplateListQuery = ZPageQuery(PAGE_SIZES.templates);

/**
 * `POST /api/documents/{id}/apply-template`: a draft gets the template's signers (one person per
 * role, in the roles' order) and fields, replacing any it had.
 */
export const ZApplyTemplate = z.object(
  {
    templateId: z.uuid(templateMessages.notFound),
    signers: ZSaveWorkflow.shape.signers,
    /** Pages of the draft's file as the browser read them. */
    pageCount,
  },
  templateMessages.notFound,
);
export type TApplyTemplate = z.input<typeof ZApplyTemplate>;
export type TApplyTemplateParsed = z.output<typeof ZApplyTemplate>;
