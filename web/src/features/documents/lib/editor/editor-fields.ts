import {
  FIELD_TYPE_LABELS,
  ZSaveFields,
  type TField,
  type TFieldType,
  type TSaveFields,
} from '@contracts/documents/fields';
import { freeFieldBox } from '@domain/documents/field-placement';
import { clampBox, moveBox, resizeBox, type PageSize } from '@domain/documents/field-geometry';
import type { FractionBox } from '@domain/documents/page-geometry';

/**
 * The field editor's working copy of the document's fields: what the sender has placed since the
 * last save. Pure, so every change the editor makes is one tested step.
 */
export interface EditorState {
  fields: TField[];
  /** Changed since loaded or saved. */
  dirty: boolean;
}

export type EditorAction =
  | { type: 'load'; fields: readonly TField[] }
  | { type: 'add'; field: TField }
  | { type: 'move'; id: string; box: FractionBox }
  | { type: 'page'; id: string; page: number }
  | { type: 'remove'; id: string }
  | { type: 'required'; id: string; required: boolean }
  | { type: 'saved' };

const change = (state: EditorState, fields: TField[]): EditorState => ({ fields, dirty: true });

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return { fields: [...action.fields], dirty: false };
    case 'add':
      return change(state, [...state.fields, action.field]);
    case 'move':
      return change(
        state,
        state.fields.map((f) => (f.id === action.id ? { ...f, ...action.box } : f)),
      );
    case 'page':
      // Fractions mean the same spot on any page, so the field keeps them; clamped in case it
      // came from the API slightly out of bounds.
      return change(
        state,
        state.fields.map((f) =>
          f.id === action.id
            ? {
                ...f,
                page: action.page,
                ...clampBox({ x: f.x, y: f.y, width: f.width, height: f.height }),
              }
            : f,
        ),
      );
    case 'remove':
      return change(
        state,
        state.fields.filter((f) => f.id !== action.id),
      );
    case 'required':
      return change(
        state,
        state.fields.map((f) => (f.id === action.id ? { ...f, required: action.required } : f)),
      );
    case 'saved':
      return { ...state, dirty: false };
  }
}

/**
 * A new field for `signerEmail` on `page`: the type's default size, at the spec's start position
 * or the first free spot after it, covering none of the fields already on that page
 * (`freeFieldBox`), and required by default (spec §9).
 */
export function newField(input: {
  id: string;
  type: TFieldType;
  signerEmail: string;
  page: number;
  pageSize: PageSize;
  /** Every field placed so far, on any page: only those on `page` are kept clear of. */
  placed: readonly Pick<TField, 'page' | 'x' | 'y' | 'width' | 'height'>[];
}): TField {
  const taken = input.placed.filter((f) => f.page === input.page);
  return {
    id: input.id,
    type: input.type,
    signerEmail: input.signerEmail,
    page: input.page,
    required: true,
    ...freeFieldBox(input.type, input.pageSize, taken),
  };
}

/**
 * How far one press of an arrow key moves a field, or grows or shrinks it with Alt, in screen
 * pixels (with Shift: further).
 */
export const KEY_STEP = 4;
export const KEY_STEP_LARGE = 24;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Where an arrow key moves a field on a page shown `shown` pixels large, kept on the page; null
 * for any other key.
 */
export function keyMove(
  box: FractionBox,
  key: string,
  shift: boolean,
  shown: { width: number; height: number },
): FractionBox | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  return moveBox(box, arrow[0] * step, arrow[1] * step, shown);
}

/**
 * How Alt + an arrow key resizes a field on a page shown `shown` pixels large (`page` at 100 %):
 * Right and Down grow it, Left and Up shrink it, its top-left corner staying put as when the
 * corner handle is dragged; kept on the page and at least the minimum size. Null for other keys.
 */
export function keyResize(
  box: FractionBox,
  key: string,
  shift: boolean,
  shown: { width: number; height: number },
  page: PageSize,
): FractionBox | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  return resizeBox(box, arrow[0] * step, arrow[1] * step, shown, page);
}

/**
 * What a focused field does with the keyboard, for its accessible description and the help text:
 * Shift was already the larger move step, so resizing takes Alt (Option on a Mac).
 */
export const FIELD_KEYS_HELP =
  'Arrow keys move the field, Alt (Option) + arrow keys resize it, add Shift for bigger steps; Delete removes it.';

/**
 * The pages a field can be moved to: every page of the document, and the field's own page even
 * before the document is laid out (or if it lies past the end), so the choice always shows it.
 */
export function pageChoices(pageCount: number, current: number): number[] {
  return Array.from({ length: Math.max(pageCount, current, 1) }, (_, i) => i + 1);
}

/** The body of the save: every field, checked by the contract the API applies. */
export function saveBody(fields: readonly TField[]): TSaveFields {
  return {
    fields: fields.map(({ id, type, signerEmail, page, x, y, width, height, required }) => ({
      id,
      type,
      signerEmail,
      page,
      x,
      y,
      width,
      height,
      required,
    })),
  };
}

/** The first rule the fields break, as the contract words it, or undefined when they are fine. */
export function saveProblem(fields: readonly TField[]): string | undefined {
  const result = ZSaveFields.safeParse(saveBody(fields));
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** How a field names itself to a screen reader and in the list, e.g. "Signature, page 2". */
export const fieldLabel = (field: Pick<TField, 'type' | 'page'>): string =>
  `${FIELD_TYPE_LABELS[field.type]}, page ${field.page}`;

/** Each signer's fields, for the list beside the document. */
export function fieldsBySigner<S extends { email: string }>(
  signers: readonly S[],
  fields: readonly TField[],
): { signer: S; fields: TField[] }[] {
  return signers.map((signer) => ({
    signer,
    fields: fields
      .filter((f) => f.signerEmail === signer.email)
      .sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x),
  }));
}

/** Signers the document would go out without a field for (the server refuses to send then). */
export const signersWithoutFields = <S extends { email: string }>(
  signers: readonly S[],
  fields: readonly TField[],
): S[] => signers.filter((s) => !fields.some((f) => f.signerEmail === s.email));

/**
 * Whom the next field is for: the signer chosen while they are still on the document, else the
 * first signer, so a field button works without choosing first (a one-signer document has no
 * choice to make). Undefined only for a document without signers.
 */
export const signerForNewFields = (
  chosen: string | undefined,
  signers: readonly { email: string }[],
): string | undefined => (signers.some((s) => s.email === chosen) ? chosen : signers[0]?.email);
