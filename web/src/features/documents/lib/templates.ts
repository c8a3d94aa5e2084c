import type { TDocument } from '@contracts/documents/document';
import {
  templateMessages,
  ZApplyTemplate,
  ZCreateTemplate,
  type TApplyTemplateParsed,
  type TCreateTemplate,
  type TTemplate,
} from '@contracts/documents/templates';
import { signerMessages, ZSignerInput, type TSignerInput } from '@contracts/documents/workflow';
import { formatDate } from './format';

/** The most characters of a template's name, as the contract allows. */
export const TEMPLATE_NAME_MAX = ZCreateTemplate.shape.name.maxLength ?? 100;

/** The most characters of a role's name, as the contract allows. */
export const ROLE_NAME_MAX = ZCreateTemplate.shape.roles.element.maxLength ?? 60;

/** The role each signer gets until the owner names it: "Signer 1", "Signer 2", … */
export const defaultRoles = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => `Signer ${i + 1}`);

/**
 * What "Save as template" starts from: the document's title as the name (cut to the contract's
 * limit), a default role for each signer in signing order, and the pages the viewer counted.
 */
export const templateValues = (
  document: Pick<TDocument, 'id' | 'title' | 'signers'>,
  pageCount: number,
): TCreateTemplate => ({
  documentId: document.id,
  name: document.title.slice(0, TEMPLATE_NAME_MAX),
  roles: defaultRoles(document.signers.length),
  pageCount,
});

/**
 * Why a template cannot be saved from the field editor yet, or undefined when it can: the server
 * keeps the fields as saved, so there must be some, with nothing unsaved on screen, and the
 * viewer must have counted the file's pages.
 */
export function saveTemplateBlocker(state: {
  signerCount: number;
  savedFieldCount: number;
  dirty: boolean;
  pageCount: number;
}): string | undefined {
  if (state.signerCount === 0 || state.savedFieldCount === 0) return templateMessages.notPrepared;
  if (state.dirty) return 'Save the fields first: the template keeps the fields as saved.';
  if (state.pageCount < 1) return 'Wait for the document to load: the template needs its pages.';
  return undefined;
}

/** The chosen file must have the template's pages; the message says so when it has not. */
export const pageCountProblem = (templatePages: number, filePages: number): string | undefined =>
  templatePages === filePages ? undefined : templateMessages.pageMismatch(templatePages);

/** A person filling one of the template's roles, as typed. */
export interface RoleSigner {
  name: string;
  email: string;
}

export const emptyRoleSigner = (): RoleSigner => ({ name: '', email: '' });

/** The inline messages of one role's Name and Email. */
export type RoleSignerErrors = Partial<Record<keyof RoleSigner, string>>;

export type TemplateSignersResult =
  | { ok: true; signers: TSignerInput[] }
  | { ok: false; message: string; errors: RoleSignerErrors[] };

/**
 * The people the upload form names for the template's roles, one per role in the roles' order,
 * checked as the API will (`ZSignerInput` for each, distinct e-mails): the parsed signers, or
 * the first rule's message with each row's inline messages.
 */
export function templateSigners(
  roles: readonly string[],
  rows: readonly (RoleSigner | undefined)[],
): TemplateSignersResult {
  const typed = roles.map((_, i) => rows[i] ?? emptyRoleSigner());
  const errors: RoleSignerErrors[] = typed.map((row) => {
    const parsed = ZSignerInput.safeParse(row);
    if (parsed.success) return {};
    const found: RoleSignerErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'name' || key === 'email') && !found[key]) found[key] = issue.message;
    }
    return found;
  });
  const firstRow = errors.find((e) => e.name || e.email);
  if (firstRow)
    return {
      ok: false,
      message: firstRow.name ?? firstRow.email ?? signerMessages.fillAll,
      errors,
    };

  const parsed = ZApplyTemplate.shape.signers.safeParse(typed);
  if (parsed.success) return { ok: true, signers: parsed.data };
  const message = parsed.error.issues[0]?.message ?? templateMessages.signerCount(roles.length);
  const emails = typed.map((row) => row.email.trim().toLowerCase());
  return {
    ok: false,
    message,
    errors: emails.map((email, i) =>
      message === signerMessages.distinctEmails && emails.indexOf(email) !== i
        ? { email: message }
        : {},
    ),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the Templates list says of one template. */
export const templateFacts = (template: TTemplate) => ({
  roles: template.roles.join(', '),
  fields: plural(template.fields.length, 'field', 'fields'),
  pages: plural(template.pageCount, 'page', 'pages'),
  created: formatDate(template.createdAt),
});

/** Where "Use" on a template leads: the upload form with the template chosen. */
export const templateUploadPath = (templateId: string) =>
  `/documents/upload?${new URLSearchParams({ template: templateId })}`;

/** How the field editor's "Template" select names one template: "NDA (2 pages)". */
export const templateOptionLabel = (template: Pick<TTemplate, 'name' | 'pageCount'>) =>
  `${template.name} (${plural(template.pageCount, 'page', 'pages')})`;

/** Said in "Use a template" when the draft already has signers or fields. */
export const APPLY_REPLACES_WARNING = "This replaces the document's signers and fields.";

/** Said when "Apply Template" is pressed with no template chosen. */
export const CHOOSE_TEMPLATE = 'Please choose a template';

/** Whether applying a template to the draft replaces something it already has. */
export const replacesSetup = (document: Pick<TDocument, 'signers' | 'fields'>): boolean =>
  document.signers.length > 0 || document.fields.length > 0;

/**
 * Why "Use a template" cannot be opened in the field editor yet, or undefined when it can: the
 * template replaces the fields on screen, so nothing may be unsaved, and the viewer must have
 * counted the file's pages, which the template's must match.
 */
export function applyTemplateBlocker(state: {
  dirty: boolean;
  pageCount: number;
}): string | undefined {
  if (state.dirty) return 'Save the fields first: a template replaces the signers and fields.';
  if (state.pageCount < 1) return 'Wait for the document to load: a template needs its pages.';
  return undefined;
}

/**
 * The people "Use a template" starts from: the draft's signers, in signing order, for the
 * template's roles in theirs (a role beyond them starts empty).
 */
export const prefilledRoleSigners = (
  roles: readonly string[],
  signers: readonly RoleSigner[],
): RoleSigner[] =>
  roles.map((_, i) => {
    const signer = signers[i];
    return signer ? { name: signer.name, email: signer.email } : emptyRoleSigner();
  });

export type ApplyTemplateCheck =
  | { ok: true; body: TApplyTemplateParsed }
  | {
      ok: false;
      /** Where the message belongs: beside the "Template" select, or the role rows. */
      field: 'template' | 'signers';
      message: string;
      errors: RoleSignerErrors[];
    };

/**
 * What "Apply Template" sends for the draft whose file the viewer counted `filePages` pages in,
 * or why it cannot be sent, checked as the API will before calling it: a template chosen, with
 * the file's page count (`templateMessages.pageMismatch`), then one valid, distinct person per
 * role (`templateSigners`).
 */
export function applyTemplateBody(
  template: TTemplate | undefined,
  rows: readonly (RoleSigner | undefined)[],
  filePages: number,
): ApplyTemplateCheck {
  if (!template) return { ok: false, field: 'template', message: CHOOSE_TEMPLATE, errors: [] };
  const pages = pageCountProblem(template.pageCount, filePages);
  if (pages) return { ok: false, field: 'template', message: pages, errors: [] };
  const named = templateSigners(template.roles, rows);
  if (!named.ok)
    return { ok: false, field: 'signers', message: named.message, errors: named.errors };
  const parsed = ZApplyTemplate.safeParse({
    templateId: template.id,
    signers: named.signers,
    pageCount: filePages,
  });
  if (!parsed.success)
    return {
      ok: false,
      field: 'template',
      message: parsed.error.issues[0]?.message ?? templateMessages.notFound,
      errors: [],
    };
  return { ok: true, body: parsed.data };
}
