/**
 * Saves a file through a download link (valid for an hour); the browser keeps the page where it
 * is. A link clicked in code is no pop-up, so it works after the request that fetched it.
 */
export function saveLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
