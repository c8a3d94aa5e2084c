/**
 * Reads a document's bytes from a short-lived storage link (the API hands one out to the owner
 * or to a signer holding a valid link), for the viewer to render in the page.
 */
export async function fetchFileBytes(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`The document could not be downloaded (${res.status})`);
  return res.arrayBuffer();
}
