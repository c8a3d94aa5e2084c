import { FIELD_TYPE_LABELS, type TField } from '@contracts/documents/fields';
import { signingDate } from '@contracts/documents/signing';
import { PageBox } from '@/components/document-viewer';
import { cn } from '@/lib/cn';
import { isFilled, type Draft } from '../lib/field-values';
import { TYPED_SIGNATURE_CLASS } from './signature-input';

/** The id of the panel control that fills a field, so a click on the page can focus it. */
export const fieldControlId = (field: TField) =>
  field.type === 'signature' ? 'signing-signature' : `signing-field-${field.id}`;

/**
 * This signer's fields on one page, highlighted, each showing what it will hold once signed.
 * Clicking one moves to the control that fills it.
 */
export function FieldOverlay({
  fields,
  draft,
  today,
  currentId,
}: {
  fields: readonly TField[];
  draft: Draft;
  today: Date;
  /** The field Next field last showed: outlined so the eye finds it. */
  currentId?: string;
}) {
  return (
    <>
      {fields.map((field) => {
        const filled = isFilled(field, draft);
        return (
          <PageBox
            key={field.id}
            box={field}
            data-testid="signing-field"
            data-field-type={field.type}
            data-field-id={field.id}
            data-current={field.id === currentId ? 'true' : undefined}
            className={cn(
              'flex cursor-pointer items-center justify-center overflow-hidden rounded-sm border-2 text-black',
              filled ? 'border-primary bg-primary/10' : 'border-amber-500 bg-amber-300/30',
              field.id === currentId && 'ring-4 ring-ring ring-offset-2',
            )}
            onClick={() => document.getElementById(fieldControlId(field))?.focus()}
          >
            <FieldContent field={field} draft={draft} today={today} />
          </PageBox>
        );
      })}
    </>
  );
}

function FieldContent({ field, draft, today }: { field: TField; draft: Draft; today: Date }) {
  const { signature } = draft;
  if (field.type === 'signature' && signature?.type === 'drawn')
    return (
      <img src={signature.dataUrl} alt="Your signature" className="size-full object-contain" />
    );
  const text =
    field.type === 'signature'
      ? signature?.type === 'typed'
        ? signature.text
        : ''
      : field.type === 'date'
        ? signingDate(today)
        : (draft.values[field.id] ?? '');
  if (!text)
    return (
      <span className="text-xs font-medium text-amber-900">
        {FIELD_TYPE_LABELS[field.type]}
        {field.required ? ' *' : ''}
      </span>
    );
  return (
    <span
      className={cn(
        'truncate px-1',
        field.type === 'signature' ? TYPED_SIGNATURE_CLASS : 'text-sm',
      )}
    >
      {text}
    </span>
  );
}
