import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';
import type { SigningIdentity } from '../../../ports/signing-certificate';
import { PRODUCT_NAME } from './certificate-content';

/** Room for the PKCS#7 signature: a certificate chain from a public authority fits too. */
const SIGNATURE_LENGTH = 16_384;

/**
 * Saves `pdf` with a PKCS#7 detached signature (adbe.pkcs7.detached) over the whole file, made
 * with the product's certificate. Nothing may be written to the file afterwards: any change
 * shows as an invalid signature in every PDF reader.
 */
export async function signPdf(
  pdf: PDFDocument,
  identity: SigningIdentity,
  signingTime: Date,
): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: 'Signed by all parties; sealed with its audit trail',
    contactInfo: '',
    name: PRODUCT_NAME,
    location: PRODUCT_NAME,
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    appName: PRODUCT_NAME,
  });
  // The placeholder is found in the saved bytes: no object streams may hide it.
  const unsigned = await pdf.save({ useObjectStreams: false });
  const signer = new P12Signer(Buffer.from(identity.p12), { passphrase: identity.passphrase });
  const signed = await new SignPdf().sign(Buffer.from(unsigned), signer, signingTime);
  return new Uint8Array(signed);
}
