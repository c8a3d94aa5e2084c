import type { FieldErrors } from 'react-hook-form';

/**
 * The message of the first failed rule (spec §5: shown in the "Validation Error" toast). The
 * zod resolver fills the errors in the order of the contract's issues, so this is the message the
 * contract reports first, not that of the first field on screen.
 */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(errors)) {
    // `ref` is the field's DOM element; `types` repeats the messages under their rule names.
    if (key === 'ref' || key === 'types' || typeof child !== 'object' || child === null) continue;
    const found = firstErrorMessage(child as FieldErrors);
    if (found) return found;
  }
  return undefined;
}

/** The inline message of one field (a dotted path for nested fields), if it failed. */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
