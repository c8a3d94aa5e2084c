import {
  documentMessages,
  fileTypeOf,
  MAX_UPLOAD_BYTES,
  titleFromFileName,
  ZCreateDocument,
  type TCreateDocumentParsed,
} from '@contracts/documents/document';

/** What the file input accepts; the server checks the bytes again. */
export const ACCEPTED_FILES =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Why a chosen file cannot be uploaded, checked the moment it is picked; undefined when fine. */
export function fileProblem(file: { name: string; size: number }): string | undefined {
  if (!fileTypeOf(file.name)) return documentMessages.fileType;
  if (file.size === 0) return documentMessages.empty;
  if (file.size > MAX_UPLOAD_BYTES) return documentMessages.tooLarge;
  return undefined;
}

/** The title a newly picked file proposes: its name without the extension, unless one was typed. */
export const proposedTitle = (current: string, previousFile: string | null, fileName: string) =>
  current.trim() === '' || (previousFile !== null && current === titleFromFileName(previousFile))
    ? titleFromFileName(fileName)
    : current;

/** The upload form's values as the API reads them, or the first rule's message and its field. */
export function uploadInput(values: {
  file: { name: string; size: number } | null;
  title: string;
  description: string;
  libraryId: string;
}):
  | { ok: true; input: TCreateDocumentParsed }
  | { ok: false; field: 'file' | 'title' | 'description'; message: string } {
  if (!values.file) return { ok: false, field: 'file', message: documentMessages.fileRequired };
  const parsed = ZCreateDocument.safeParse({
    title: values.title,
    description: values.description,
    libraryId: values.libraryId || null,
    fileName: values.file.name,
    size: values.file.size,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path[0];
  return {
    ok: false,
    field: path === 'title' || path === 'description' ? path : 'file',
    message: issue?.message ?? documentMessages.uploadFailed,
  };
}
