import { errorMessage } from './error-message';

/** A toast: a title, or a title with a description. */
export type Notice = string | { title: string; description?: string };

export interface Action<T> {
  /** The change itself, usually a mutation from a feature's `api/`. */
  run: () => Promise<T>;
  /** The success toast, if any; a function picks it from the result (undefined: none). */
  success?: Notice | ((result: T) => Notice | undefined);
  /**
   * The failure toast. A string is its title, with the server's message below it (spec §8: e.g.
   * "Error" + backend message); a function builds the whole toast from the error.
   */
  error: string | ((error: unknown) => Notice);
  /**
   * SWR keys the action may have changed, by endpoint path (`/api/admin/ticker` also covers the
   * per-user key `['/api/admin/ticker', sub]`).
   */
  revalidate?: readonly string[];
}

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

type Show = (title: string, data?: { description?: string }) => void;

/** What an action reaches outside itself; `useAction` passes the real ones, tests pass fakes. */
export interface ActionDeps {
  toast: { success: Show; error: Show };
  revalidate: (key: string) => Promise<unknown>;
  setBusy?: (busy: boolean) => void;
}

/** Longer than a reload takes, short enough that a stalled one does not leave the user waiting. */
export const RELOAD_WAIT_MS = 3_000;

/**
 * Runs an action: busy while it runs, then a reload of the keys it touched, then its toast.
 *
 * The touched keys reload after a failure too: a refused change (a concurrent edit, a message
 * deleted elsewhere, the ticker's "changed meanwhile") means the screen may not show what the
 * server holds. The reload is awaited (for `RELOAD_WAIT_MS` at most) before the toast and before
 * busy ends, so the toast and the updated list appear together and no button is enabled over a
 * row that is about to change.
 * A failed run does not throw: the result says how it went.
 */
export async function runAction<T>(action: Action<T>, deps: ActionDeps): Promise<ActionResult<T>> {
  deps.setBusy?.(true);
  let result: ActionResult<T>;
  try {
    result = { ok: true, value: await action.run() };
  } catch (error) {
    result = { ok: false, error };
  }
  try {
    // A failed reload shows through the list's own SWR error; it does not change the outcome.
    // The toast follows the reload, so the lists already show the change, but never waits for a
    // stalled one longer than `RELOAD_WAIT_MS`: the outcome is the user's answer.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled((action.revalidate ?? []).map(deps.revalidate)),
      new Promise((resolve) => (timer = setTimeout(resolve, RELOAD_WAIT_MS))),
    ]);
    clearTimeout(timer);
    if (result.ok) {
      const notice =
        typeof action.success === 'function' ? action.success(result.value) : action.success;
      if (notice) show(deps.toast.success, notice);
    } else {
      const { error } = result;
      show(
        deps.toast.error,
        typeof action.error === 'string'
          ? { title: action.error, description: errorMessage(error) }
          : action.error(error),
      );
    }
  } finally {
    deps.setBusy?.(false);
  }
  return result;
}

function show(toast: Show, notice: Notice): void {
  if (typeof notice === 'string') toast(notice);
  else toast(notice.title, { description: notice.description });
}
