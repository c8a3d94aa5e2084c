import { describe, expect, it } from 'vitest';
import { fieldMessages, type TField } from '@contracts/documents/fields';
import {
  editorReducer,
  FIELD_KEYS_HELP,
  fieldsBySigner,
  keyMove,
  keyResize,
  KEY_STEP,
  KEY_STEP_LARGE,
  newField,
  pageChoices,
  saveBody,
  saveProblem,
  signerForNewFields,
  signersWithoutFields,
  type EditorState,
} from '../../../../../web/src/features/documents/lib/editor/editor-fields';
import { newFieldId } from '../../../../../web/src/features/documents/lib/editor/field-id';
import { signerColour } from '../../../../../web/src/features/documents/lib/editor/signer-colours';

const LETTER = { width: 816, height: 1056 };
const alice = { name: 'Alice', email: 'alice@example.com' };
const bob = { name: 'Bob', email: 'bob@example.com' };

const field = (over: Partial<TField> = {}): TField => ({
  id: 'f1',
  type: 'signature',
  signerEmail: alice.email,
  page: 1,
  x: 0.1,
  y: 0.1,
  width: 0.2,
  height: 0.05,
  required: true,
  ...over,
});

const start: EditorState = { fields: [], dirty: false };

describe('newField', () => {
  it('is required, on the given page, for the chosen signer, at the spec’s start position', () => {
    // Fields on other pages leave this page's start free.
    const elsewhere = { page: 1, x: 100 / 816, y: 100 / 1056, width: 0.2, height: 0.05 };
    const f = newField({
      id: 'a',
      type: 'initials',
      signerEmail: bob.email,
      page: 3,
      pageSize: LETTER,
      placed: [elsewhere, elsewhere],
    });
    expect(f).toMatchObject({ id: 'a', type: 'initials', signerEmail: bob.email, page: 3 });
    expect(f.required).toBe(true);
    // 100 px from the corner, 80 × 40 px, on an 816 × 1056 px page.
    expect(f.x).toBeCloseTo(100 / 816, 9);
    expect(f.y).toBeCloseTo(100 / 1056, 9);
    expect(f.width).toBeCloseTo(80 / 816, 9);
    expect(f.height).toBeCloseTo(40 / 1056, 9);
  });

  it('goes to a free spot: fields added one after the other never cover each other', () => {
    const placed: TField[] = [];
    for (const [i, type] of (['signature', 'date', 'initials', 'text'] as const)
      .flatMap((t) => [t, t, t])
      .entries())
      placed.push(
        newField({
          id: `f${i}`,
          type,
          signerEmail: alice.email,
          page: 1,
          pageSize: LETTER,
          placed,
        }),
      );
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `${a.id} and ${b.id} overlap`).toBe(true);
      }
    expect(saveProblem(placed)).toBeUndefined();
  });
});

describe('editorReducer', () => {
  it('adds, moves, toggles and removes fields, marking the work unsaved', () => {
    let s = editorReducer(start, { type: 'add', field: field() });
    s = editorReducer(s, { type: 'add', field: field({ id: 'f2', signerEmail: bob.email }) });
    expect(s.fields.map((f) => f.id)).toEqual(['f1', 'f2']);
    expect(s.dirty).toBe(true);

    s = editorReducer(s, {
      type: 'move',
      id: 'f2',
      box: { x: 0.5, y: 0.6, width: 0.2, height: 0.05 },
    });
    expect(s.fields[1]).toMatchObject({ x: 0.5, y: 0.6, signerEmail: bob.email });
    expect(s.fields[0]).toMatchObject({ x: 0.1, y: 0.1 });

    s = editorReducer(s, { type: 'required', id: 'f1', required: false });
    expect(s.fields[0]!.required).toBe(false);
    expect(s.fields[1]!.required).toBe(true);

    s = editorReducer(s, { type: 'remove', id: 'f1' });
    expect(s.fields.map((f) => f.id)).toEqual(['f2']);
  });

  it('is clean after loading and after a save, and keeps the fields', () => {
    const loaded = editorReducer({ fields: [], dirty: true }, { type: 'load', fields: [field()] });
    expect(loaded).toEqual({ fields: [field()], dirty: false });
    const edited = editorReducer(loaded, { type: 'remove', id: 'f1' });
    expect(editorReducer(edited, { type: 'saved' })).toEqual({ fields: [], dirty: false });
  });
});

describe('keyMove', () => {
  const box = { x: 0.5, y: 0.5, width: 0.1, height: 0.1 };
  const shown = { width: 400, height: 800 };

  it('moves by a few screen pixels per press, further with Shift', () => {
    expect(keyMove(box, 'ArrowRight', false, shown)!.x).toBeCloseTo(0.5 + KEY_STEP / 400, 12);
    expect(keyMove(box, 'ArrowLeft', false, shown)!.x).toBeCloseTo(0.5 - KEY_STEP / 400, 12);
    expect(keyMove(box, 'ArrowDown', true, shown)!.y).toBeCloseTo(0.5 + KEY_STEP_LARGE / 800, 12);
    expect(keyMove(box, 'ArrowUp', false, shown)!.y).toBeCloseTo(0.5 - KEY_STEP / 800, 12);
  });

  it('stops at the page edge and ignores other keys', () => {
    expect(keyMove({ ...box, x: 0 }, 'ArrowLeft', true, shown)!.x).toBe(0);
    expect(keyMove({ ...box, y: 0.9 }, 'ArrowDown', true, shown)!.y).toBeCloseTo(0.9, 12);
    expect(keyMove(box, 'Enter', false, shown)).toBeNull();
  });
});

describe('moving a field to another page', () => {
  it('keeps its place and size as fractions, and leaves the other fields alone', () => {
    let s = editorReducer(start, { type: 'add', field: field() });
    s = editorReducer(s, { type: 'add', field: field({ id: 'f2' }) });
    s = editorReducer({ ...s, dirty: false }, { type: 'page', id: 'f1', page: 3 });
    expect(s.fields[0]).toEqual(field({ page: 3 }));
    expect(s.fields[1]!.page).toBe(1);
    expect(s.dirty).toBe(true);
  });

  it('clamps a box that stuck out of its old page onto the new one', () => {
    const s = editorReducer(
      { fields: [field({ x: 0.95, width: 0.2 })], dirty: false },
      { type: 'page', id: 'f1', page: 2 },
    );
    expect(s.fields[0]).toMatchObject({ page: 2, width: 0.2 });
    expect(s.fields[0]!.x).toBeCloseTo(0.8, 12);
    expect(saveProblem(s.fields)).toBeUndefined();
  });

  it('offers every page, and the field’s own page before the document is laid out', () => {
    expect(pageChoices(4, 2)).toEqual([1, 2, 3, 4]);
    expect(pageChoices(0, 3)).toEqual([1, 2, 3]);
    expect(pageChoices(0, 1)).toEqual([1]);
    expect(pageChoices(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('keyResize', () => {
  const box = { x: 0.5, y: 0.5, width: 0.1, height: 0.1 };
  // The page at 200 %: 400 × 800 px on screen for 200 × 400 px at 100 %.
  const shown = { width: 400, height: 800 };
  const page = { width: 200, height: 400 };

  it('grows with Right and Down and shrinks with Left and Up, further with Shift', () => {
    const wider = keyResize(box, 'ArrowRight', false, shown, page)!;
    expect(wider).toMatchObject({ x: 0.5, y: 0.5, height: 0.1 });
    expect(wider.width).toBeCloseTo(0.1 + KEY_STEP / 400, 12);
    expect(keyResize(box, 'ArrowLeft', false, shown, page)!.width).toBeCloseTo(
      0.1 - KEY_STEP / 400,
      12,
    );
    expect(keyResize(box, 'ArrowDown', true, shown, page)!.height).toBeCloseTo(
      0.1 + KEY_STEP_LARGE / 800,
      12,
    );
    expect(keyResize(box, 'ArrowUp', false, shown, page)!.height).toBeCloseTo(
      0.1 - KEY_STEP / 800,
      12,
    );
  });

  it('stops at the page edge and at the minimum size, and ignores other keys', () => {
    let b = box;
    for (let i = 0; i < 50; i++) b = keyResize(b, 'ArrowLeft', true, shown, page)!;
    // 12 px of the 200 px page at 100 %.
    expect(b.width).toBeCloseTo(12 / 200, 12);
    for (let i = 0; i < 50; i++) b = keyResize(b, 'ArrowDown', true, shown, page)!;
    expect(b.y + b.height).toBeCloseTo(1, 12);
    expect(keyResize(box, 'Enter', false, shown, page)).toBeNull();
  });

  it('is explained to the sender: Alt resizes, Shift takes bigger steps', () => {
    expect(FIELD_KEYS_HELP).toMatch(/Alt/);
    expect(FIELD_KEYS_HELP).toMatch(/Shift/);
  });
});

describe('saving', () => {
  it('asks for at least one field (spec §5)', () => {
    expect(saveProblem([])).toBe(fieldMessages.atLeastOne);
  });

  it('accepts what the editor places, and sends exactly the contract’s fields', () => {
    const f = newField({
      id: 'a',
      type: 'signature',
      signerEmail: alice.email,
      page: 1,
      pageSize: LETTER,
      placed: [],
    });
    expect(saveProblem([f])).toBeUndefined();
    const extra = { ...f, somethingElse: 1 } as TField;
    expect(Object.keys(saveBody([extra]).fields[0]!).sort()).toEqual(
      ['height', 'id', 'page', 'required', 'signerEmail', 'type', 'width', 'x', 'y'].sort(),
    );
  });

  it('refuses a field that sticks out of its page', () => {
    expect(saveProblem([field({ x: 0.9, width: 0.2 })])).toBe(fieldMessages.outsidePage);
  });

  it('names the signers who would go out without a field', () => {
    expect(signersWithoutFields([alice, bob], [field()])).toEqual([bob]);
    expect(
      signersWithoutFields([alice, bob], [field(), field({ id: 'f2', signerEmail: bob.email })]),
    ).toEqual([]);
  });
});

describe('signerForNewFields', () => {
  it('starts with the first signer, so a field button works without choosing one first', () => {
    expect(signerForNewFields(undefined, [alice, bob])).toBe(alice.email);
    expect(signerForNewFields(undefined, [bob])).toBe(bob.email);
  });

  it('keeps the signer chosen while they are on the document, else goes back to the first', () => {
    expect(signerForNewFields(bob.email, [alice, bob])).toBe(bob.email);
    expect(signerForNewFields('gone@example.com', [alice, bob])).toBe(alice.email);
    expect(signerForNewFields(undefined, [])).toBeUndefined();
  });
});

describe('fieldsBySigner', () => {
  it('lists each signer’s fields in reading order: page, then top to bottom, then left to right', () => {
    const fields = [
      field({ id: 'late', page: 2, y: 0.1 }),
      field({ id: 'low', page: 1, y: 0.8 }),
      field({ id: 'right', page: 1, y: 0.2, x: 0.6 }),
      field({ id: 'left', page: 1, y: 0.2, x: 0.1 }),
      field({ id: 'bob', signerEmail: bob.email }),
    ];
    const groups = fieldsBySigner([alice, bob], fields);
    expect(groups[0]!.fields.map((f) => f.id)).toEqual(['left', 'right', 'low', 'late']);
    expect(groups[1]!.fields.map((f) => f.id)).toEqual(['bob']);
  });
});

describe('signerColour', () => {
  it('gives each signer in order a different colour and the same one every time', () => {
    const signers = [alice, bob];
    expect(signerColour(alice.email, signers)).not.toEqual(signerColour(bob.email, signers));
    expect(signerColour(bob.email, signers)).toEqual(signerColour(bob.email, [alice, bob]));
  });
});

describe('newFieldId', () => {
  it('is random where the browser can, and still unique without it', () => {
    expect(newFieldId({ randomUUID: () => '00000000-0000-4000-8000-000000000000' })).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
    const a = newFieldId({});
    const b = newFieldId({});
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(64);
  });
});
