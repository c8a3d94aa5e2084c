import type { ViewerPage } from './types';

/** US Letter, Word's default page where a document gives no size of its own. */
const DEFAULT_PAGE = { width: '612pt', height: '792pt' };

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** Links inside the document may only go to web pages or mail, in a new tab, never run script. */
export function neutraliseLinks(root: HTMLElement): void {
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#')) continue;
    let scheme = '';
    try {
      scheme = new URL(href, window.location.href).protocol;
    } catch {
      // An unreadable address is dropped below.
    }
    if (!LINK_SCHEMES.has(scheme)) link.removeAttribute('href');
    else {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

export interface PagesLayout {
  pages: ViewerPage[];
  /** One element per page, covering it, for the caller's overlay. */
  overlays: HTMLElement[];
}

/**
 * Turns docx-preview's page sections into the viewer's pages: each gets a page number for
 * navigation, an overlay element covering it, and its size as laid out at 100 %.
 */
export function markPages(host: HTMLElement): PagesLayout {
  const sections = [...host.querySelectorAll<HTMLElement>('section.docx')];
  const overlays = sections.map((section, i) => {
    // A file that names no page size gets Word's default page, as Word itself shows it.
    section.style.width ||= DEFAULT_PAGE.width;
    section.style.minHeight ||= DEFAULT_PAGE.height;
    section.style.position = 'relative';
    section.dataset.pageNumber = String(i + 1);
    section.setAttribute('role', 'group');
    section.setAttribute('aria-label', `Page ${i + 1}`);
    const overlay = document.createElement('div');
    overlay.style.cssText = 'position:absolute;inset:0;';
    section.append(overlay);
    return overlay;
  });
  // Sizes before zoom: the zoom is a transform, which layout sizes ignore.
  const pages = sections.map((s, i) => ({
    number: i + 1,
    width: s.offsetWidth,
    height: s.offsetHeight,
  }));
  return { pages, overlays };
}
