import {
  APPLY_CISO_PATH,
  forgetLinkedInReturn as forget,
  LINKEDIN_PREFILL_STATE,
  linkedInReturnPending as pending,
  rememberLinkedInReturn as remember,
  type NoteStorage,
} from './lib/linkedin-return';
import { linkedInMessages } from './lib/linkedin-messages';

/**
 * The professional form's LinkedIn quick fill, for the sign-in return page: whether the sign-in
 * now completing was started by the form, and where and how to go back to it.
 */
export { APPLY_CISO_PATH, LINKEDIN_PREFILL_STATE };
export const LINKEDIN_FAILED = linkedInMessages.failed;
export const LINKEDIN_NOT_COMPLETED = linkedInMessages.notCompleted;

/** The tab's session storage, or none where the browser refuses it (some private modes). */
function storage(): NoteStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberLinkedInReturn(): void {
  try {
    const store = storage();
    if (store) remember(store, Date.now());
  } catch {
    // Without storage the return simply lands on the home page.
  }
}

export function linkedInReturnPending(): boolean {
  try {
    const store = storage();
    return store ? pending(store, Date.now()) : false;
  } catch {
    return false;
  }
}

export function forgetLinkedInReturn(): void {
  try {
    const store = storage();
    if (store) forget(store);
  } catch {
    // Nothing was stored.
  }
}
