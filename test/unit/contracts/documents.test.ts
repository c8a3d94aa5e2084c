import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  documentMessages,
  FILE_TYPE_LABELS,
  FILE_TYPES,
  fileTypeOf,
  isSignableFileType,
  UPLOAD_FILE_TYPES,
  ZCreateDocument,
  ZDocumentSummary,
} from '@contracts/documents/document';
import { ZSigningSession } from '@contracts/documents/signing';

const upload = { title: 'Timesheet', size: 10 };

describe('document file types', () => {
  it('knows CSV as a document type, with its label and content type', () => {
    expect(FILE_TYPES).toContain('csv');
    expect(FILE_TYPE_LABELS.csv).toBe('CSV');
    expect(CONTENT_TYPES.csv).toBe('text/csv; charset=utf-8');
    expect(
      ZDocumentSummary.parse({
        id: 'd1',
        title: 'Timesheet',
        fileType: 'csv',
        status: 'draft',
        libraryId: 'l1',
        createdAt: '2026-01-01T00:00:00.000Z',
      }).fileType,
    ).toBe('csv');
  });

  it('still lets owners upload only PDF and DOCX', () => {
    expect(UPLOAD_FILE_TYPES).toEqual(['pdf', 'docx']);
    expect(fileTypeOf('hours.csv')).toBeUndefined();
    expect(fileTypeOf('Contract.PDF')).toBe('pdf');
    const refused = ZCreateDocument.safeParse({ ...upload, fileName: 'hours.csv' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(documentMessages.fileType);
    expect(documentMessages.fileType).toBe('Only PDF and DOCX files are supported');
    expect(ZCreateDocument.safeParse({ ...upload, fileName: 'nda.docx' }).success).toBe(true);
  });

  it('signs PDF and DOCX only, so a signing session never names a CSV', () => {
    expect(isSignableFileType('pdf')).toBe(true);
    expect(isSignableFileType('docx')).toBe(true);
    expect(isSignableFileType('csv')).toBe(false);
    expect(documentMessages.notSignable).toBe('Only PDF and DOCX documents can be signed');
    const session = ZSigningSession.shape.document;
    expect(session.safeParse({ title: 'T', fileType: 'csv', status: 'draft' }).success).toBe(false);
    expect(session.safeParse({ title: 'T', fileType: 'pdf', status: 'draft' }).success).toBe(true);
  });
});
