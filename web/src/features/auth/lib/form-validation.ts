import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type ValidationResult<T> =
  { ok: true; data: T } | { ok: false; firstMessage: string; fieldErrors: FieldErrors };

/**
 * Runs a form's contract schema. On failure gives the first rule message (for the "Validation
 * Error" toast, spec §5) and the first message of each field (shown inline).
 */
export function validateForm<T>(schema: z.ZodType<T>, values: unknown): ValidationResult<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  return {
    ok: false,
    firstMessage: result.error.issues[0]?.message ?? 'Invalid input',
    fieldErrors,
  };
}
