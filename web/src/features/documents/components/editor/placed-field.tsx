import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import X from 'lucide-react/icons/x';
import type { TField } from '@contracts/documents/fields';
import { FIELD_TYPE_LABELS } from '@contracts/documents/fields';
import { moveBox } from '@domain/documents/field-geometry';
import type { FractionBox } from '@domain/documents/page-geometry';
import { PageBox } from '@/components/document-viewer';
import { cn } from '@/lib/cn';
import { fieldLabel, keyMove } from '../../lib/editor/editor-fields';
import type { SignerColour } from '../../lib/editor/signer-colours';

/** The page the field lies on, as shown right now (its overlay's size on screen). */
const shownPage = (field: HTMLElement) => {
  const rect = field.parentElement?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
};

/**
 * A field on the page: dragged with a pointer (mouse, pen or touch) or moved with the arrow keys
 * when focused, always kept on its page; Delete removes it. Read-only once the document is sent.
 */
export function PlacedField({
  field,
  signerName,
  colour,
  readOnly,
  onMove,
  onRemove,
}: {
  field: TField;
  signerName: string;
  colour: SignerColour;
  readOnly: boolean;
  onMove: (box: FractionBox) => void;
  onRemove: () => void;
}) {
  const drag = useRef<{ pointer: number; x: number; y: number; box: FractionBox }>(undefined);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (readOnly || e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.focus();
    e.currentTarget.setPointerCapture(e.pointerId);
    const { x, y, width, height } = field;
    drag.current = {
      pointer: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      box: { x, y, width, height },
    };
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== e.pointerId) return;
    onMove(
      moveBox(start.box, e.clientX - start.x, e.clientY - start.y, shownPage(e.currentTarget)),
    );
  };

  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === e.pointerId) drag.current = undefined;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove();
      return;
    }
    const moved = keyMove(field, e.key, e.shiftKey, shownPage(e.currentTarget));
    if (moved) {
      e.preventDefault();
      onMove(moved);
    }
  };

  const label = `${fieldLabel(field)}, for ${signerName}${field.required ? '' : ' (optional)'}`;
  return (
    <PageBox
      box={field}
      role="group"
      aria-roledescription={readOnly ? 'field' : 'movable field'}
      aria-label={label}
      tabIndex={0}
      data-field-id={field.id}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
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
      )}
    </PageBox>
  );
}
