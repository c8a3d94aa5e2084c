import { useState } from 'react';
import { safeImageUrl } from '@/components/markdown-url';

/**
 * An article's picture. Only http(s) sources are used, and a picture that fails to load is
 * removed rather than shown broken.
 */
export function ArticleImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const safe = safeImageUrl(src);
  if (!safe || failed) return null;
  return (
    <img
      src={safe}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
