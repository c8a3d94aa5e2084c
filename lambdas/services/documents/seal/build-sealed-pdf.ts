import { PDFDocument } from 'pdf-lib';
import type { SigningIdentity } from '../../../ports/signing-certificate';
import { appendCertificate } from './certificate-pages';
import { PRODUCT_NAME } from './certificate-content';
import { embedSealFonts } from './pdf-fonts';
import type { SealInput } from './seal-input';
import { signPdf } from './sign-pdf';
import { stampFields } from './stamp-fields';

export interface SealedPdf {
  bytes: Uint8Array;
  /** `stamped`: the original with its fields and the certificate; `certificate`: that alone. */
  kind: 'stamped' | 'certificate';
  /**
   * The completion certificate on its own, signed as well, to download apart from the sealed
   * copy: for a `certificate` seal, the same bytes.
   */
  certificate: Uint8Array;
}

/**
 * The sealed file: for a PDF, the original with every signed field drawn in and the completion
 * certificate after its last page, and that certificate on its own too; for a DOCX (which stays
 * untouched) the certificate alone.
 * Either way signed with the product's certificate. A PDF that cannot be opened for writing
 * (encrypted, damaged) is treated like a DOCX, so its signers still get their evidence.
 */
export async function buildSealedPdf(
  input: SealInput,
  original: Uint8Array | undefined,
  identity: SigningIdentity,
): Promise<SealedPdf> {
  const source = input.document.fileType === 'pdf' && original ? await openPdf(original) : null;
  const certificate = await signedPdf(null, input, identity);
  if (!source) return { bytes: certificate, kind: 'certificate', certificate };
  return { bytes: await signedPdf(source, input, identity), kind: 'stamped', certificate };
}

/** `source` with its fields stamped and the certificate appended, or the certificate alone. */
async function signedPdf(
  source: PDFDocument | null,
  input: SealInput,
  identity: SigningIdentity,
): Promise<Uint8Array> {
  const pdf = source ?? (await PDFDocument.create());
  const fonts = await embedSealFonts(pdf);
  if (source) await stampFields(pdf, fonts, input.stamps);
  appendCertificate(pdf, fonts, input);
  pdf.setTitle(
    source ? input.document.title : `${input.document.title}: certificate of completion`,
  );
  pdf.setProducer(PRODUCT_NAME);
  pdf.setModificationDate(input.sealedAt);
  return signPdf(pdf, identity, input.sealedAt);
}

async function openPdf(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return null;
  }
}
