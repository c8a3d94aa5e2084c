import type { ReactNode } from 'react';
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import PenLine from 'lucide-react/icons/pen-line';
import { FIELD_TYPE_LABELS, type TField } from '@contracts/documents/fields';
import { MAX_TEXT_VALUE, signingDate, type TSignature } from '@contracts/documents/signing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { missingRequired, pagesText, type Draft } from '../lib/field-values';
import { fieldControlId } from './field-overlay';
import { SignatureInput } from './signature-input';

/**
 * What the signer fills in: one signature for every signature field, each initials and text
 * field, and the date (filled in for them). Sign stays disabled until every required field is
 * filled; Decline is always there. What is left, or that all is filled, counts the fields on
 * every page and names the pages; Next field walks to each on the document.
 */
export function SigningPanel({
  name,
  fields,
  draft,
  onSignature,
  onValue,
  onSign,
  busy,
  decline,
  today,
  onNextField,
}: {
  name: string;
  fields: readonly TField[];
  draft: Draft;
  onSignature: (signature: TSignature | null) => void;
  onValue: (fieldId: string, value: string) => void;
  onSign: () => void;
  busy: boolean;
  decline: ReactNode;
  today: Date;
  /** Shows the next field on the page (the next one still empty first), on any page. */
  onNextField?: () => void;
}) {
  const missing = missingRequired(fields, draft);
  const hasSignature = fields.some((f) => f.type === 'signature');
  const textFields = fields.filter((f) => f.type === 'initials' || f.type === 'text');
  const hasDate = fields.some((f) => f.type === 'date');

  return (
    <form
      className="grid gap-5"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        if (missing.length === 0) onSign();
      }}
    >
      {hasSignature && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Your signature *</legend>
          {/* The page's signature fields focus this group. */}
          <div id="signing-signature" tabIndex={-1} className="outline-none">
            <SignatureInput name={name} onChange={onSignature} />
          </div>
        </fieldset>
      )}
      {textFields.map((field, i) => (
        <div key={field.id} className="grid gap-2">
          <Label htmlFor={fieldControlId(field)}>
            {FIELD_TYPE_LABELS[field.type]}
            {textFields.filter((f) => f.type === field.type).length > 1
              ? ` ${i + 1}`
              : ''} (page {field.page}){field.required ? ' *' : ' (optional)'}
          </Label>
          <Input
            id={fieldControlId(field)}
            value={draft.values[field.id] ?? ''}
            maxLength={field.type === 'initials' ? 10 : MAX_TEXT_VALUE}
            required={field.required}
            onChange={(e) => onValue(field.id, e.target.value)}
          />
        </div>
      ))}
      {hasDate && (
        <p className="text-sm text-muted-foreground">
          Date fields are filled in with today&apos;s date: {signingDate(today)} (UTC).
        </p>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {missing.length === 0
          ? `${fields.length === 1 ? 'Your field' : `All ${fields.length} of your fields`}, on ${pagesText(fields)}, ${fields.length === 1 ? 'is' : 'are'} filled in. Check ${fields.length === 1 ? 'it' : 'them'} with Next field; selecting Sign signs the document.`
          : `${missing.length} required field${missing.length === 1 ? '' : 's'} still to fill in, on ${pagesText(missing)}.`}
      </p>
      {onNextField && (
        <Button type="button" variant="outline" onClick={onNextField}>
          <ArrowDownToLine aria-hidden />
          Next field
        </Button>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {decline}
        <Button type="submit" disabled={busy || missing.length > 0}>
          <PenLine aria-hidden />
          {busy ? 'Signing...' : 'Sign'}
        </Button>
      </div>
    </form>
  );
}
