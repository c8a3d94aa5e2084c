import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import {
  isExternalLink,
  markdownUrlTransform,
  safeImageUrl,
  safeLinkUrl,
} from '../../../../web/src/components/markdown-url';

describe('safeLinkUrl', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:ciso@example.com',
    '/article/123',
    'article/123',
    './notes',
    '../up',
    '#section',
    '?page=2',
    '/path/with:colon',
    'path?x=a:b',
  ])('allows %s', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+441234',
    '',
    ' /relative-with-leading-space',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeUndefined();
  });
});

describe('safeImageUrl', () => {
  it('allows absolute http and https only', () => {
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('http://cdn.example.com/a.png')).toBe('http://cdn.example.com/a.png');
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/relative.png',
      'relative.png',
      '//cdn.example.com/a.png',
      'x',
      '',
      'blob:https://example.com/123',
    ]) {
      expect(safeImageUrl(url), url).toBeUndefined();
    }
  });
});

describe('markdownUrlTransform', () => {
  it('applies the link rule to href, the image rule to src and drops anything else', () => {
    expect(markdownUrlTransform('/a', 'href')).toBe('/a');
    expect(markdownUrlTransform('/a.png', 'src')).toBeUndefined();
    expect(markdownUrlTransform('https://x.test/a', 'cite')).toBeUndefined();
  });
});

describe('isExternalLink', () => {
  const origin = 'https://hub.example.com';
  it('treats other origins as external and same-site links as internal', () => {
    expect(isExternalLink('https://other.example.com/x', origin)).toBe(true);
    expect(isExternalLink('//other.example.com/x', origin)).toBe(true);
    expect(isExternalLink('http://hub.example.com/x', origin)).toBe(true);
    expect(isExternalLink('https://hub.example.com/article/1', origin)).toBe(false);
    expect(isExternalLink('/article/1', origin)).toBe(false);
    expect(isExternalLink('#top', origin)).toBe(false);
    expect(isExternalLink('mailto:a@example.com', origin)).toBe(false);
  });
});

describe('react-markdown with the policy', () => {
  const render = (markdown: string) =>
    renderToStaticMarkup(
      createElement(
        ReactMarkdown,
        // The same options as web/src/components/markdown.tsx.
        { urlTransform: markdownUrlTransform, remarkPlugins: [remarkGfm] },
        markdown,
      ),
    );

  it('never renders raw HTML, script URLs or event handlers', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[click](javascript:alert(1))',
        '![pic](javascript:alert(1))',
        '<a href="javascript:alert(1)">raw link</a>',
        '[entity](javascript&#58;alert(1))',
        '[ok](https://example.com)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/(href|src)="\s*javascript:/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    // The raw HTML is shown as text, escaped.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com">ok</a>');
  });

  it('renders GitHub-flavoured tables and autolinks, still without raw HTML', () => {
    const html = render(
      [
        '| Model | Days |',
        '| --- | --- |',
        '| Fractional | 4 |',
        '',
        'See www.example.com <b>bold</b>',
      ].join('\n'),
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Fractional</td>');
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});
