import type { TDocument } from '@contracts/documents/document';
import {
  templateMessages,
  ZApplyTemplate,
  ZCreateTemplate,
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
