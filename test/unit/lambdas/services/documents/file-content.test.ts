import { describe, expect, it } from 'vitest';
import { matchesFileType } from '../../../../../lambdas/services/documents/file-content';
import { minimalDocx, samplePdf, zipOf } from '../../../../support/document-files';

const text = (s: string) => new TextEncoder().encode(s);

describe('matchesFileType', () => {
  it('accepts a real PDF as a PDF only', async () => {
    const pdf = await samplePdf();
    expect(matchesFileType(pdf, 'pdf')).toBe(true);
    expect(matchesFileType(pdf, 'docx')).toBe(false);
  });

  it('accepts a real DOCX as a DOCX only', () => {
    const docx = minimalDocx();
    expect(matchesFileType(docx, 'docx')).toBe(true);
    expect(matchesFileType(docx, 'pdf')).toBe(false);
  });

  it('refuses files that merely look right at the start', () => {
    expect(matchesFileType(text('%PDF'), 'pdf')).toBe(false);
    expect(matchesFileType(text('<html>%PDF-1.7</html>'), 'pdf')).toBe(false);
    // A ZIP, but not a Word document.
    expect(matchesFileType(zipOf({ 'word/other.xml': '<x/>', 'a.txt': 'a' }), 'docx')).toBe(false);
    // Only one of the two parts.
    expect(matchesFileType(zipOf({ 'word/document.xml': '<x/>' }), 'docx')).toBe(false);
    // ZIP magic followed by garbage: no central directory.
    expect(
      matchesFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(7)]), 'docx'),
    ).toBe(false);
    expect(matchesFileType(new Uint8Array(), 'docx')).toBe(false);
  });

  it('refuses a DOCX whose central directory was cut off', () => {
    const docx = minimalDocx();
    expect(matchesFileType(docx.subarray(0, docx.length - 30), 'docx')).toBe(false);
  });

  it('finds the directory behind a ZIP comment', () => {
    const docx = minimalDocx();
    const comment = text('made by a word processor');
    const withComment = new Uint8Array(docx.length + comment.length);
    withComment.set(docx);
    withComment.set(comment, docx.length);
    // The end record's comment length sits in its last two bytes.
    new DataView(withComment.buffer).setUint16(docx.length - 2, comment.length, true);
    expect(matchesFileType(withComment, 'docx')).toBe(true);
  });
});
