/**
 * Drafts of the application forms. A signed-out visitor has to sign in before a form is sent
 * (spec §6), and the sign-in leaves the page; the draft keeps what they typed in the tab's
 * session storage, one key per form, so the form opens filled again afterwards. Session storage
 * rather than local storage: the draft lives only as long as the tab and is never seen by
 * another tab or a later visitor of a shared machine.
 *
 * Nothing here imports the app (`@/…`), so the unit tier can load it directly.
 */

/** The browser storage a draft is kept in (the tab's session storage). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type DraftName = 'partner' | 'professional' | 'role';

export const draftKey = (name: DraftName) => `vciso.draft.${name}`;

/** The stored layout; a draft written by another layout is ignored rather than guessed at. */
export const DRAFT_VERSION = 1;

/** A draft older than this is from an abandoned visit and no longer fills the form. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** How long typing may pause before the draft is written (each keystroke would be wasteful). */
export const DRAFT_SAVE_DELAY_MS = 400;

/** A field's own rule, as a zod schema offers it. */
interface FieldRule {
  safeParse(value: unknown): { success: boolean };
}

/** The form's schema: a zod object, whose `shape` names each field and its rule. */
export interface DraftSchema {
  shape: Record<string, FieldRule>;
}

/** The tab's session storage, or undefined where there is none or it is refused. */
export function browserDraftStorage(): DraftStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws where storage is blocked.
    return undefined;
  }
}

export function saveDraft(storage: DraftStorage, name: DraftName, values: object, now: number) {
  try {
    storage.setItem(draftKey(name), JSON.stringify({ v: DRAFT_VERSION, savedAt: now, values }));
  } catch {
    // Quota or privacy mode: the form still works, it just will not be refilled.
  }
}

export function clearDraft(storage: DraftStorage, name: DraftName) {
  try {
    storage.removeItem(draftKey(name));
  } catch {
    // Nothing to forget.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a stored value may go back into its field. A value the field's rule accepts always
 * may (a select's option, a chip list, a checkbox). A half-typed text fails its rule (say, 20 of
 * the 50 characters asked for) and is still what the visitor typed, so text goes back into any
 * field the empty form holds as text. Anything else (an option no longer offered, a wrong type)
 * is dropped and the field starts empty.
 */
function fits(rule: FieldRule, empty: unknown, value: unknown): boolean {
  if (rule.safeParse(value).success) return true;
  return typeof empty === 'string' && typeof value === 'string';
}

/**
 * The fields of a stored draft that may fill the form again, or undefined when there is no
 * usable draft: none, unreadable, of another layout, too old, or with nothing that fits.
 */
export function readDraft<Values extends object>(
  storage: DraftStorage,
  name: DraftName,
  schema: DraftSchema,
  empty: Partial<Values>,
  now: number,
): Partial<Values> | undefined {
  let stored: unknown;
  try {
    const raw = storage.getItem(draftKey(name));
    if (raw === null) return undefined;
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(stored) || stored.v !== DRAFT_VERSION || !isRecord(stored.values)) return undefined;
  const { savedAt, values } = stored;
  if (typeof savedAt !== 'number' || savedAt > now || now - savedAt > DRAFT_TTL_MS)
    return undefined;

  const emptyFields = empty as Record<string, unknown>;
  const kept = Object.entries(schema.shape).filter(
    ([field, rule]) => field in values && fits(rule, emptyFields[field], values[field]),
  );
  if (kept.length === 0) return undefined;
  return Object.fromEntries(kept.map(([field]) => [field, values[field]])) as Partial<Values>;
}

/**
 * Writes a form's values a moment after the last change (`change`), at once on `flush` (the page
 * going away), and stops for good on `finish` (the form was sent): what was sent is forgotten, and
 * a change still arriving afterwards does not bring it back.
 */
export function draftKeeper(
  storage: DraftStorage,
  name: DraftName,
  now: () => number = Date.now,
  delayMs: number = DRAFT_SAVE_DELAY_MS,
) {
  let pending: object | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending && !finished) saveDraft(storage, name, pending, now());
    pending = undefined;
  };

  return {
    change(values: object) {
      if (finished) return;
      pending = values;
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    finish() {
      finished = true;
      pending = undefined;
      clearTimeout(timer);
      clearDraft(storage, name);
    },
  };
}
