import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import X from 'lucide-react/icons/x';
import type { TField } from '@contracts/documents/fields';
import { FIELD_TYPE_LABELS } from '@contracts/documents/fields';
import { moveBox, resizeBox, type PageSize } from '@domain/documents/field-geometry';
import type { FractionBox } from '@domain/documents/page-geometry';
import { PageBox } from '@/components/document-viewer';
import { cn } from '@/lib/cn';
import { FIELD_KEYS_HELP, fieldLabel, keyMove, keyResize } from '../../lib/editor/editor-fields';
import type { SignerColour } from '../../lib/editor/signer-colours';

/** The page the field lies on, as shown right now (its overlay's size on screen). */
const shownPage = (inField: HTMLElement) => {
  const rect = inField.closest('[data-field-id]')?.parentElement?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
};

/** A pointer drag in progress: which pointer, where it went down, and the box at that moment. */
interface Drag {
  pointer: number;
  x: number;
  y: number;
  box: FractionBox;
}

/**
 * Follows one pointer from `pointerdown` to `up` or `cancel` on the element that captured it, and
 * tells `onDrag` how far it has gone from where it went down and the box it started from.
 */
function usePointerDrag(
  onDrag: (start: FractionBox, dx: number, dy: number, el: HTMLElement) => void,
) {
  const drag = useRef<Drag>(undefined);
  return {
    begin: (e: PointerEvent<HTMLElement>, box: FractionBox) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { pointer: e.pointerId, x: e.clientX, y: e.clientY, box };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      if (!start || start.pointer !== e.pointerId) return;
      onDrag(start.box, e.clientX - start.x, e.clientY - start.y, e.currentTarget);
    },
    end: (e: PointerEvent<HTMLElement>) => {
      if (drag.current?.pointer === e.pointerId) drag.current = undefined;
    },
  };
}

/**
 * A field on the page: dragged with a pointer (mouse, pen or touch) or moved with the arrow keys
 * when focused, resized by its bottom-right corner or with Alt + the arrow keys, always kept on
 * its page and at least the minimum size; Delete removes it. Read-only once the document is sent.
 */
export function PlacedField({
  field,
  page,
  signerName,
  colour,
  readOnly,
  onBox,
  onRemove,
}: {
  field: TField;
  /** The field's page at 100 % zoom, which the minimum size is measured on. */
  page: PageSize;
  signerName: string;
  colour: SignerColour;
  readOnly: boolean;
  /** The field's new box, moved or resized. */
  onBox: (box: FractionBox) => void;
  onRemove: () => void;
}) {
  const helpId = useId();
  const { x, y, width, height } = field;
  const box = { x, y, width, height };
  const move = usePointerDrag((start, dx, dy, el) => onBox(moveBox(start, dx, dy, shownPage(el))));
  const resize = usePointerDrag((start, dx, dy, el) =>
    onBox(resizeBox(start, dx, dy, shownPage(el), page)),
  );

  const startDrag = (e: PointerEvent<HTMLElement>, drag: typeof move) => {
    if (readOnly || e.button !== 0) return;
    e.preventDefault();
    // The handle is inside the field: a press on it resizes and must not start a move too.
    e.stopPropagation();
    e.currentTarget.closest<HTMLElement>('[data-field-id]')?.focus();
    drag.begin(e, box);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove();
      return;
    }
    const shown = shownPage(e.currentTarget);
    const changed = e.altKey
      ? keyResize(field, e.key, e.shiftKey, shown, page)
      : keyMove(field, e.key, e.shiftKey, shown);
    if (changed) {
      // Also keeps Alt + Left / Right from going back or forward in the browser's history.
      e.preventDefault();
      onBox(changed);
    }
  };

  const label = `${fieldLabel(field)}, for ${signerName}${field.required ? '' : ' (optional)'}`;
  return (
    <PageBox
      box={field}
      role="group"
      aria-roledescription={readOnly ? 'field' : 'movable field'}
      aria-label={label}
      aria-describedby={readOnly ? undefined : helpId}
      tabIndex={0}
      data-field-id={field.id}
      onPointerDown={(e) => startDrag(e, move)}
      onPointerMove={move.onPointerMove}
      onPointerUp={move.end}
      onPointerCancel={move.end}
      onKeyDown={onKeyDown}
      className={cn(
        'group flex touch-none items-center justify-center overflow-hidden rounded border-2 border-dashed text-xs font-medium outline-none select-none focus-visible:ring-2 focus-visible:ring-offset-1',
        colour.field,
        colour.ring,
        readOnly ? 'cursor-default' : 'cursor-move',
      )}
    >
      <span className="truncate px-1" aria-hidden>
        {FIELD_TYPE_LABELS[field.type]}
        {field.required && ' *'}
        <span className="hidden font-normal sm:inline"> · {signerName}</span>
      </span>
      {!readOnly && (
        <>
          <span id={helpId} hidden>
            {FIELD_KEYS_HELP}
          </span>
          <button
            type="button"
            aria-label={`Remove ${label}`}
            // The button is part of the field, but pressing it must not start a drag.
            onPointerDown={(e) => e.stopPropagation()}
            onClick={onRemove}
            className="absolute top-0 right-0 flex size-5 cursor-pointer items-center justify-center rounded-bl bg-background/90 text-foreground opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <X className="size-3.5" aria-hidden />
          </button>
          {/* Pointer only, so hidden from screen readers: the keyboard resizes with Alt + arrows. */}
          <span
            aria-hidden
            title="Drag to resize"
            data-resize-handle=""
            onPointerDown={(e) => startDrag(e, resize)}
            onPointerMove={resize.onPointerMove}
            onPointerUp={resize.end}
            onPointerCancel={resize.end}
            className={cn(
              'absolute right-0 bottom-0 size-3 cursor-nwse-resize touch-none rounded-tl-sm opacity-80 hover:opacity-100',
              colour.swatch,
            )}
          />
        </>
      )}
    </PageBox>
  );
}
