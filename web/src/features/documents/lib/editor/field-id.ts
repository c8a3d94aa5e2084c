let counter = 0;

/**
 * A new field's id, unique within the document: random where the browser offers it (it does on
 * https and localhost), else the time and a counter, which is enough within one editing session.
 */
export function newFieldId(
  source: Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  counter += 1;
  return `f-${Date.now().toString(36)}-${counter.toString(36)}`;
}
