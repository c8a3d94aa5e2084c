import type * as z from 'zod';

/** The parts of a zod 4 schema's definition (`_zod.def`) that carry a field's length limit. */
interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number } } }[];
}
interface Schema {
  _zod: { def: SchemaDef };
}

/** Wrappers whose limits are their inner schema's: `.optional()`, `.nullable()`, `.default()`… */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
]);

function unwrap(schema: Schema): SchemaDef {
  const def = schema._zod.def;
  if (def.innerType && WRAPPERS.has(def.type)) return unwrap(def.innerType);
  // A pipe (`.transform()`) takes the input through `in` first: the input's limits apply.
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return def;
}

/**
 * The most characters the contract allows in `field` of an object schema (its `.max(n)` or
 * `.length(n)` check), or undefined when it sets none. Forms put it on the input as `maxLength`,
 * so the browser and the API apply the one limit the contract states.
 */
export function maxLengthOf(schema: z.core.$ZodType, field: string): number | undefined {
  const shape = unwrap(schema as unknown as Schema).shape;
  const fieldSchema = shape?.[field];
  if (!fieldSchema) return undefined;
  const limits = (unwrap(fieldSchema).checks ?? []).flatMap(({ _zod: { def } }) => {
    if (def.check === 'max_length') return def.maximum ?? [];
    if (def.check === 'length_equals') return def.length ?? [];
    return [];
  });
  return limits.length ? Math.min(...limits) : undefined;
}
