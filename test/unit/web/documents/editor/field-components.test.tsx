import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TField } from '@contracts/documents/fields';

/*
 * As in reminder-settings.test.tsx: the unit tier has neither a DOM nor the web app's `@/` alias,
 * so the components are loaded by a computed path with their `@/` imports provided here, and
 * rendered on the server as first shown.
 */
const { web } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../../web/src/${path}`, import.meta.url).pathname,
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/components/ui/button', () => import(/* @vite-ignore */ web('components/ui/button.tsx')));
vi.mock('@/components/ui/switch', () => import(/* @vite-ignore */ web('components/ui/switch.tsx')));
vi.mock(
  '@/components/ui/native-select',
  () => import(/* @vite-ignore */ web('components/ui/native-select.tsx')),
);
vi.mock(
  '@/components/document-viewer',
  () => import(/* @vite-ignore */ web('components/document-viewer/page-box.tsx')),
);

type Component = (props: Record<string, unknown>) => ReturnType<typeof createElement>;
let PlacedField: Component;
let FieldList: Component;
beforeAll(async () => {
  ({ PlacedField } = await import(
    /* @vite-ignore */ web('features/documents/components/editor/placed-field.tsx')
  ));
  ({ FieldList } = await import(
    /* @vite-ignore */ web('features/documents/components/editor/field-list.tsx')
  ));
});

const errors = vi.spyOn(console, 'error');
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockClear();
});

const alice = { name: 'Alice', email: 'alice@example.com' };
const field: TField = {
  id: 'f1',
  type: 'signature',
  signerEmail: alice.email,
  page: 2,
  x: 0.1,
  y: 0.1,
  width: 0.2,
  height: 0.05,
  required: true,
};
const colour = { field: 'border-blue-500', swatch: 'bg-blue-500', ring: 'ring-blue-500' };
const noop = () => undefined;

const placed = (readOnly: boolean) =>
  renderToStaticMarkup(
    createElement(PlacedField, {
      field,
      page: { width: 816, height: 1056 },
      signerName: alice.name,
      colour,
      readOnly,
      onBox: noop,
      onRemove: noop,
    }),
  );

describe('PlacedField', () => {
  it('has a resize handle and says how the keyboard moves and resizes it', () => {
    const html = placed(false);
    expect(html).toContain('data-resize-handle');
    expect(html).toContain('cursor-nwse-resize');
    const described = /aria-describedby="([^"]+)"/.exec(html)![1]!;
    expect(html).toMatch(new RegExp(`id="${described}"[^>]*>[^<]*Alt \\(Option\\) \\+ arrow keys`));
  });

  it('offers no handle or key help once read-only', () => {
    const html = placed(true);
    expect(html).not.toContain('data-resize-handle');
    expect(html).not.toContain('aria-describedby');
  });
});

describe('FieldList', () => {
  const list = (pageCount: number, readOnly = false, page = field.page) =>
    renderToStaticMarkup(
      createElement(FieldList, {
        signers: [alice],
        fields: [{ ...field, page }],
        pageCount,
        readOnly,
        onPage: noop,
        onRequired: noop,
        onRemove: noop,
      }),
    );

  it('has a labelled page choice for each field, on its page', () => {
    const html = list(3);
    expect(html).toContain('aria-label="Signature, page 2: move to page"');
    expect(html.match(/<option /g)).toHaveLength(3);
    expect(html).toMatch(/<option value="2" selected="">2<\/option>/);
    expect(html).not.toMatch(/<select[^>]* disabled=""/);
  });

  it('has nothing to choose on a one-page document or when read-only', () => {
    expect(list(1, false, 1)).toMatch(/<select[^>]* disabled=""/);
    // Before the document is laid out, the field's own page is still shown.
    expect(list(0, false, 1)).toMatch(/<option value="1" selected="">1<\/option><\/select>/);
    expect(list(3, true)).toMatch(/<select[^>]* disabled=""/);
  });
});
