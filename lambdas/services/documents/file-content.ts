import type { TFileType } from '@contracts/documents/document';

/**
 * Whether stored bytes really are the declared kind of file, judged by their content and not by
 * the name or the content type the browser sent. A PDF starts with `%PDF-`. A DOCX is a ZIP whose
 * central directory lists `[Content_Types].xml` and `word/document.xml`; the directory is read
 * here directly, since only the names are needed and nothing is unpacked.
 */
export function matchesFileType(bytes: Uint8Array, fileType: TFileType): boolean {
  switch (fileType) {
    case 'pdf':
      return isPdf(bytes);
    case 'docx':
      return isDocx(bytes);
    case 'csv':
      // Only the product writes CSV documents; an upload claiming to be one is never accepted.
      return false;
  }
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, PDF_MAGIC);
}

function isDocx(bytes: Uint8Array): boolean {
  if (bytes.length < END_RECORD_SIZE) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== ZIP_LOCAL_HEADER) return false;
  const names = centralDirectoryNames(view);
  return names !== undefined && DOCX_PARTS.every((part) => names.has(part));
}

/** The entry names of a ZIP's central directory, or undefined when the directory is broken. */
function centralDirectoryNames(view: DataView): Set<string> | undefined {
  const end = findEndOfDirectory(view);
  if (end === undefined) return undefined;
  const entries = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (offset + size > end) return undefined;
  const names = new Set<string>();
  const decoder = new TextDecoder();
  let at = offset;
  for (let i = 0; i < entries; i += 1) {
    if (at + CENTRAL_HEADER_SIZE > end || view.getUint32(at, true) !== ZIP_CENTRAL_HEADER)
      return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + CENTRAL_HEADER_SIZE;
    if (nameStart + nameLength > end) return undefined;
    names.add(decoder.decode(new Uint8Array(view.buffer, view.byteOffset + nameStart, nameLength)));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The end-of-central-directory record sits in the last 22 bytes plus an optional comment. */
function findEndOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_ZIP_COMMENT);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) === ZIP_END_OF_DIRECTORY) return at;
  }
  return undefined;
}
