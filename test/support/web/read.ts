/*
 * What a person reads off a control, for assertions (the tier has no jest-dom matchers):
 * whether a switch or box is on, whether it can be used, and the text that describes it.
 */
export const checked = (el: HTMLElement): boolean =>
  el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true';

export const disabled = (el: HTMLElement): boolean =>
  el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';

/** The text of the elements `aria-describedby` names, joined as a screen reader reads them. */
export const describedBy = (el: HTMLElement): string =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => el.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
