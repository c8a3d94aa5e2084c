import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { isExternalLink, markdownUrlTransform } from './markdown-url';

/** react-markdown hands every component its syntax-tree node; it must not reach the DOM. */
type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & { node?: unknown };

function MarkdownLink({ node: _node, href, children, className, ...props }: Props<'a'>) {
  // The URL policy removed the target (e.g. `javascript:`): keep only the text.
  if (!href) return <span className={className}>{children}</span>;
  const linkClass = cn(
    'font-medium text-primary underline underline-offset-4 hover:no-underline',
    className,
  );
  if (isExternalLink(href, window.location.origin)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
      </a>
    );
  }
  // Same-site paths navigate inside the app, without a reload.
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link {...props} to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={href} className={linkClass}>
      {children}
    </a>
  );
}

function MarkdownImage({ node: _node, src, alt, ...props }: Props<'img'>) {
  // No source left after the URL policy: the alternative text stands in for the picture.
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
  return (
    <img
      {...props}
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="my-6 h-auto max-w-full rounded-lg border"
    />
  );
}

/** Drops the `node` prop and renders the element with the given classes. */
function styled<T extends keyof React.JSX.IntrinsicElements>(Tag: T, base: string) {
  function Styled({ node: _node, className, ...props }: Props<T>) {
    const Element = Tag as React.ElementType;
    return <Element className={cn(base, className)} {...props} />;
  }
  Styled.displayName = `Markdown.${Tag}`;
  return Styled;
}

const code = 'rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em]';

/** Full typography for an article body. Headings start at h2: the page's title is the only h1. */
const articleComponents: Components = {
  h1: styled('h2', 'mt-10 mb-4 text-2xl font-bold tracking-tight sm:text-3xl'),
  h2: styled('h3', 'mt-8 mb-3 text-xl font-semibold tracking-tight sm:text-2xl'),
  h3: styled('h4', 'mt-6 mb-2 text-lg font-semibold'),
  h4: styled('h5', 'mt-6 mb-2 text-base font-semibold'),
  h5: styled('h6', 'mt-4 mb-2 text-base font-semibold'),
  h6: styled('h6', 'mt-4 mb-2 text-sm font-semibold tracking-wide uppercase'),
  p: styled('p', 'my-4 leading-7'),
  ul: styled('ul', 'my-4 list-disc space-y-1.5 pl-6 marker:text-muted-foreground'),
  ol: styled('ol', 'my-4 list-decimal space-y-1.5 pl-6 marker:text-muted-foreground'),
  li: styled('li', 'leading-7 [&>p]:my-1'),
  blockquote: styled(
    'blockquote',
    'my-6 border-l-4 border-primary/40 bg-muted/40 py-2 pr-4 pl-4 text-muted-foreground italic [&>p]:my-2',
  ),
  hr: styled('hr', 'my-8 border-t'),
  pre: styled(
    'pre',
    'my-6 overflow-x-auto rounded-lg border bg-muted p-4 font-mono text-sm leading-6 [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-[1em]',
  ),
  code: styled('code', code),
  strong: styled('strong', 'font-semibold text-foreground'),
  // Tables and strikethrough appear if a GFM plugin (remark-gfm) is ever added.
  table: ({ node: _node, className, ...props }) => (
    <div className="my-6 overflow-x-auto">
      <table
        className={cn('w-full border-collapse text-left text-[0.95em]', className)}
        {...props}
      />
    </div>
  ),
  th: styled('th', 'border-b-2 px-3 py-2 font-semibold'),
  td: styled('td', 'border-b px-3 py-2 align-top'),
  a: MarkdownLink,
  img: MarkdownImage,
};

/** Excerpts on cards and lists: plain paragraphs, headings as bold text, no pictures. */
const compactComponents: Components = {
  ...articleComponents,
  h1: styled('p', 'font-semibold'),
  h2: styled('p', 'font-semibold'),
  h3: styled('p', 'font-semibold'),
  h4: styled('p', 'font-semibold'),
  h5: styled('p', 'font-semibold'),
  h6: styled('p', 'font-semibold'),
  p: styled('p', 'mb-2 last:mb-0'),
  ul: styled('ul', 'mb-2 list-disc pl-5 last:mb-0'),
  ol: styled('ol', 'mb-2 list-decimal pl-5 last:mb-0'),
  li: styled('li', ''),
  blockquote: styled('blockquote', 'mb-2 border-l-2 pl-3 italic last:mb-0'),
  pre: styled('pre', 'mb-2 overflow-x-auto font-mono text-xs last:mb-0'),
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

/**
 * Renders markdown safely: raw HTML is never executed (react-markdown turns it into text), and
 * link and image URLs pass the policy in `markdown-url.ts`.
 */
export function Markdown({
  children,
  variant = 'article',
  className,
}: {
  children: string;
  /** `article` for a full body, `compact` for excerpts on cards and lists. */
  variant?: 'article' | 'compact';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'min-w-0 break-words',
        variant === 'article' && '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
        className,
      )}
    >
      <ReactMarkdown
        components={variant === 'compact' ? compactComponents : articleComponents}
        urlTransform={markdownUrlTransform}
        // GitHub-flavoured markdown: tables, strikethrough, task lists, autolinks. Raw HTML stays off.
        remarkPlugins={[remarkGfm]}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
