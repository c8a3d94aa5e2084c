import { crc32 } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { ZCreatedUpload } from '@contracts/documents/document';
import type { Caller } from './api-session';

/**
 * Small real files for the documents tests (PDFs made with pdf-lib and a minimal DOCX), and
 * their upload through the API as the web app sends them.
 */

/** A PDF with `pages` pages of the given sizes (points), each saying which page it is. */
export async function samplePdf(
  opts: { pages?: Array<[number, number]>; text?: string } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const sizes = opts.pages ?? [[595.28, 841.89]];
  sizes.forEach(([width, height], i) => {
    const page = pdf.addPage([width, height]);
    page.drawText(`${opts.text ?? 'Sample agreement'} - page ${i + 1}`, {
      x: 50,
      y: height - 80,
      size: 18,
      font,
    });
  });
  return pdf.save();
}

/** A ZIP of stored (uncompressed) entries, as Word and every ZIP reader accept. */
export function zipOf(entries: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The smallest DOCX Word opens: one paragraph of `text`. */
export function minimalDocx(text = 'Sample agreement'): Uint8Array {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${escaped}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/**
 * Reserves a document, PUTs the bytes to the presigned URL as a browser would, then completes
 * the upload; answers both replies for the caller to judge. The title defaults to the file name
 * without its extension, as the upload form fills it.
 */
export async function uploadDocument(
  caller: Caller,
  bytes: Uint8Array,
  opts: {
    title?: string;
    fileName?: string;
    libraryId?: string | null;
    declaredSize?: number;
  } = {},
) {
  const fileName = opts.fileName ?? 'Agreement.pdf';
  const reserved = await caller.call('POST', '/api/documents', {
    body: {
      title: opts.title ?? fileName.replace(/\.[^.]+$/, ''),
      fileName,
      size: opts.declaredSize ?? bytes.length,
      libraryId: opts.libraryId ?? null,
    },
  });
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const { document, upload } = ZCreatedUpload.strict().parse(reserved.body);
  const put = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: Buffer.from(bytes),
  });
  const complete = await caller.call('POST', `/api/documents/${document.id}/upload-complete`);
  return { id: document.id, put, complete };
}

/** A checked draft of `caller`'s holding `bytes` (a one-page PDF unless given): its id. */
export async function uploadDraft(
  caller: Caller,
  bytes?: Uint8Array,
  opts: Parameters<typeof uploadDocument>[2] = {},
): Promise<string> {
  const { id, put, complete } = await uploadDocument(caller, bytes ?? (await samplePdf()), opts);
  expect(put.status).toBe(200);
  expect(complete.status, JSON.stringify(complete.body)).toBe(200);
  return id;
}
