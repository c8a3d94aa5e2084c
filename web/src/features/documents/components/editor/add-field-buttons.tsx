import type { ComponentType } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import PenLine from 'lucide-react/icons/pen-line';
import Signature from 'lucide-react/icons/signature';
import TextCursorInput from 'lucide-react/icons/text-cursor-input';
import { FIELD_TYPE_LABELS, FIELD_TYPES, type TFieldType } from '@contracts/documents/fields';
import { Button } from '@/components/ui/button';

const ICONS: Record<TFieldType, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  signature: Signature,
  initials: PenLine,
  date: CalendarDays,
  text: TextCursorInput,
};

/** One button per field type; each adds a field for the chosen signer on the page in view. */
export function AddFieldButtons({
  page,
  onAdd,
  disabled,
}: {
  page: number;
  onAdd: (type: TFieldType) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-2">
        {FIELD_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <Button
              key={type}
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => onAdd(type)}
              aria-label={`Add ${FIELD_TYPE_LABELS[type]} field`}
            >
              <Icon aria-hidden />
              {FIELD_TYPE_LABELS[type]}
            </Button>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        New fields go on page {page}, each on a free spot. Drag one into place and by its corner to
        resize it, or focus it and use the arrow keys (Alt + arrows resize); the list below moves it
        to another page.
      </p>
    </div>
  );
}
