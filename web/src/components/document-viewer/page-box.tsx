import type { CSSProperties, HTMLAttributes } from 'react';
import type { FractionBox } from '@domain/documents/page-geometry';

/** The CSS that puts a box given as fractions of its page on that page, at any zoom. */
export const pageBoxStyle = (box: FractionBox): CSSProperties => ({
  position: 'absolute',
  left: `${box.x * 100}%`,
  top: `${box.y * 100}%`,
  width: `${box.width * 100}%`,
  height: `${box.height * 100}%`,
});

/** A child of a page overlay placed at a field's box (fractions of the page as displayed). */
export function PageBox({
  box,
  style,
  ...props
}: { box: FractionBox } & HTMLAttributes<HTMLDivElement>) {
  return <div style={{ ...pageBoxStyle(box), ...style }} {...props} />;
}
