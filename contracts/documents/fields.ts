import * as z from 'zod';

/** Fields placed for signers (spec §3 document_fields, §5 Field editor, §9 sizes). */

export const FIELD_TYPES = ['signature', 'initials', 'date', 'text'] as const;
export type TFieldType = (typeof FIELD_TYPES)[number];
export const FIELD_TYPE_LABELS: Record<TFieldType, string> = {
  signature: 'Signature',
  initials: 'Initials',
  date: 'Date',
  text: 'Text',
};

/** Spec §9, in CSS pixels of a page shown at 100 % zoom. */
export const DEFAULT_FIELD_SIZES: Record<TFieldType, { width: number; height: number }> = {
  signature: { width: 200, height: 60 },
  initials: { width: 80, height: 40 },
  date: { width: 150, height: 40 },
  text: { width: 150, height: 40 },
};
/** A new field starts at 100 + 20 × (fields already placed), in the same pixels (spec §9). */
export const FIELD_START = 100;
export const FIELD_STEP = 20;

export const MAX_FIELDS = 100;

export const fieldMessages = {
  type: 'Choose signature, initials, date or text',
  selectSigner: 'Please select a signer first',
  atLeastOne: 'Please add at least one field',
  unknownSigner: 'Each field must belong to one of the document’s signers',
  outsidePage: 'Each field must lie inside its page',
  tooMany: `A document can have at most ${MAX_FIELDS} fields`,
  page: 'Each field must be on a page of the document',
  removed: 'Field removed',
  saved: 'Fields saved successfully',
  saveFailed: 'Failed to save fields',
  noSigners: 'No Signers Configured',
} as const;

const fraction = z
  .number(fieldMessages.outsidePage)
  .min(0, fieldMessages.outsidePage)
  .max(1, fieldMessages.outsidePage);

/**
 * A field's box as fractions of its page as displayed (the page's own rotation applied, top-left
 * origin), so it lands in the same place at any zoom and on any page size.
 */
export const ZFieldInput = z
  .object({
    id: z.string().trim().min(1).max(64),
    type: z.enum(FIELD_TYPES, fieldMessages.type),
    signerEmail: z.string().trim().toLowerCase().min(1, fieldMessages.selectSigner),
    page: z.number(fieldMessages.page).int(fieldMessages.page).min(1, fieldMessages.page),
    x: fraction,
    y: fraction,
    width: fraction.refine((w) => w > 0, fieldMessages.outsidePage),
    height: fraction.refine((h) => h > 0, fieldMessages.outsidePage),
    required: z.boolean().default(true),
  })
  .refine((f) => f.x + f.width <= 1 + 1e-9 && f.y + f.height <= 1 + 1e-9, {
    message: fieldMessages.outsidePage,
  });
export type TFieldInput = z.input<typeof ZFieldInput>;

/** `PUT /api/documents/{id}/fields`: replaces every field of the document. */
export const ZSaveFields = z.object(
  {
    fields: z
      .array(ZFieldInput, fieldMessages.atLeastOne)
      .min(1, fieldMessages.atLeastOne)
      .max(MAX_FIELDS, fieldMessages.tooMany),
  },
  fieldMessages.atLeastOne,
);
export type TSaveFields = z.input<typeof ZSaveFields>;
export type TSaveFieldsParsed = z.output<typeof ZSaveFields>;

/**
 * Where a saved field stands and what it asks for: its page and box (fractions of the page, as
 * `ZFieldInput`), and whether it must be filled. A document's field names its signer; a
 * template's, its role.
 */
export const fieldPlacementShape = {
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  required: z.boolean(),
};

export type TFieldPlacement = z.infer<z.ZodObject<typeof fieldPlacementShape>>;

export const ZField = z.object({
  id: z.string(),
  type: z.enum(FIELD_TYPES),
  signerEmail: z.string(),
  ...fieldPlacementShape,
});
export type TField = z.infer<typeof ZField>;
