/** What a sealed copy holds, as both mails of a completed document say it. */
export function sealedCopyNote(fileType: string): string {
  return fileType === 'pdf'
    ? 'The signed PDF holds every signature in place and ends with a certificate of completion (each signer’s consent, signing time, IP address and browser, the audit trail and the document’s SHA-256 fingerprints). It carries a digital signature: any change to the file shows as invalid in a PDF reader.'
    : 'The Word document stays exactly as it was uploaded. Beside it is a certificate of completion (a digitally signed PDF) with each signer’s consent, signing time, IP address and browser, the audit trail and the SHA-256 fingerprint that identifies the original.';
}
