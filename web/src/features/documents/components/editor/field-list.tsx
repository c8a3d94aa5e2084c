import { useId } from 'react';
import Trash2 from 'lucide-react/icons/trash-2';
import type { TField } from '@contracts/documents/fields';
import type { TSigner } from '@contracts/documents/workflow';
import { IconButton } from '@/components/ui/icon-button';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { fieldLabel, fieldsBySigner, pageChoices } from '../../lib/editor/editor-fields';
import { signerColour } from '../../lib/editor/signer-colours';

function FieldRow({
  field,
  pageCount,
  readOnly,
  onPage,
  onRequired,
  onRemove,
}: {
  field: TField;
  pageCount: number;
  readOnly: boolean;
  onPage: (page: number) => void;
  onRequired: (required: boolean) => void;
  onRemove: () => void;
}) {
  const switchId = useId();
  const pageId = useId();
  const label = fieldLabel(field);
  const pages = pageChoices(pageCount, field.page);
  return (
    // Wraps in the narrow column: the name on one line, its controls on the next.
    <li className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 py-1.5 text-sm">
      <span className="min-w-24 flex-1 truncate">{label}</span>
      <span className="flex shrink-0 items-center gap-2">
        <ControlLabel htmlFor={pageId}>Page</ControlLabel>
        <NativeSelect
          id={pageId}
          value={field.page}
          // Nothing to choose on a one-page document, or before the document is laid out.
          disabled={readOnly || pages.length < 2}
          onChange={(e) => onPage(Number(e.target.value))}
          aria-label={`${label}: move to page`}
        >
          {pages.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
        <ControlLabel htmlFor={switchId}>Required</ControlLabel>
        <Switch
          id={switchId}
          checked={field.required}
          disabled={readOnly}
          onCheckedChange={onRequired}
          aria-label={`${label} required`}
        />
        {!readOnly && (
          <IconButton
            variant="ghost"
            label={`Remove ${label}`}
            icon={Trash2}
            className="size-8"
            onClick={onRemove}
          />
        )}
      </span>
    </li>
  );
}

/**
 * Every placed field, by signer: the page it is on (and a way to move it to another), whether it
 * is required, and a way to remove it.
 */
export function FieldList({
  signers,
  fields,
  pageCount,
  readOnly,
  onPage,
  onRequired,
  onRemove,
}: {
  signers: readonly TSigner[];
  fields: readonly TField[];
  /** The document's pages, once laid out (0 before). */
  pageCount: number;
  readOnly: boolean;
  onPage: (id: string, page: number) => void;
  onRequired: (id: string, required: boolean) => void;
  onRemove: (id: string) => void;
}) {
  if (fields.length === 0)
    return <p className="text-sm text-muted-foreground">No fields placed yet.</p>;
  return (
    <div className="grid gap-3">
      {fieldsBySigner(signers, fields).map(({ signer, fields: own }) => (
        <section key={signer.email} aria-label={`Fields for ${signer.name}`}>
          <h3 className="flex items-center gap-2 text-sm font-medium">
            <span
              className={cn('size-2.5 rounded-full', signerColour(signer.email, signers).swatch)}
              aria-hidden
            />
            <span className="truncate">{signer.name}</span>
            <span className="text-xs font-normal text-muted-foreground">
              {own.length === 1 ? '1 field' : `${own.length} fields`}
            </span>
          </h3>
          {own.length > 0 && (
            <ul className="divide-y pl-4">
              {own.map((field) => (
                <FieldRow
                  key={field.id}
                  field={field}
                  pageCount={pageCount}
                  readOnly={readOnly}
                  onPage={(page) => onPage(field.id, page)}
                  onRequired={(required) => onRequired(field.id, required)}
                  onRemove={() => onRemove(field.id)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** The small word before one of a field's controls; the control's own name says which field. */
function ControlLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="text-xs text-muted-foreground">
      {children}
    </label>
  );
}
