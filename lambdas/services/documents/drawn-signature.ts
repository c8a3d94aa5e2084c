/** The prefix of a drawn signature's value: a PNG data URL, as a canvas gives it. */
const PNG_DATA_URL = /^data:image\/png;base64,/;

/** Whether a signature value is drawn (a PNG data URL) rather than typed. */
export const isDrawnSignature = (value: string): boolean => PNG_DATA_URL.test(value);

/** A drawn signature's PNG bytes, or undefined when the value is typed text. */
export function drawnSignatureBytes(value: string): Uint8Array | undefined {
  if (!isDrawnSignature(value)) return undefined;
  return new Uint8Array(Buffer.from(value.replace(PNG_DATA_URL, ''), 'base64'));
}
