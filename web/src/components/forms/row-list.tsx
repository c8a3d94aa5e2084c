import { useEffect, useRef, useState, type ReactNode } from 'react';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';

/**
 * A form's list of rows a person adds and removes (a client's contacts, an engagement's
 * workstreams): its legend and hint, the rows, the list's own message under them, and "Add …",
 * disabled at `max`. A new row is the caller's to focus; after a removal the focus goes to
 * "Add …", so a keyboard user is never left on a button that is gone. The rows' values stay the
 * caller's (its `useFieldArray`); each row draws its own fields and places the remove button
 * `row` hands it.
 */
export function RowList({
  legend,
  hint,
  noun,
  keys,
  max,
  error,
  idPrefix,
  onAdd,
  onRemove,
  row,
}: {
  legend: string;
  hint: ReactNode;
  /** One row's name, lower case: "contact" gives "Add contact", "Remove contact 2", "No contacts yet." */
  noun: string;
  /** Each row's key, in order. */
  keys: readonly string[];
  max: number;
  error: string | undefined;
  idPrefix: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  row: (index: number, removeButton: (className: string) => ReactNode) => ReactNode;
}) {
  const addRef = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);
  const hintId = `${idPrefix}-${noun}s-hint`;
  const errorId = `${idPrefix}-${noun}s-error`;

  // After a removal has been drawn (the button enabled again when the list was full).
  useEffect(() => {
    if (removed > 0) addRef.current?.focus();
  }, [removed]);

  const removeButton = (index: number) => (className: string) => (
    <IconButton
      type="button"
      label={`Remove ${noun} ${index + 1}`}
      title={`Remove ${noun}`}
      icon={Trash2}
      className={`size-10 text-destructive hover:text-destructive ${className}`}
      onClick={() => {
        onRemove(index);
        setRemoved((n) => n + 1);
      }}
    />
  );

  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-base font-semibold">{legend}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {noun}s yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label={legend}>
          {keys.map((key, index) => (
            <li key={key} className="min-w-0">
              {row(index, removeButton(index))}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={keys.length >= max}
          onClick={onAdd}
        >
          <Plus aria-hidden />
          Add {noun}
        </Button>
      </div>
    </fieldset>
  );
}
