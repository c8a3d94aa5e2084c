/**
 * One key attribute's shape, written once as a template such as `MEET#{start}#{id}`: it formats
 * values into the key and parses a key back into its values. Fixed text is the entity's prefix;
 * `{name}` parts are values, separated by `#` (see docs/data-model.md, "Conventions").
 */

/** The `{name}` parts of a template, as a union of their names. */
export type ParamsOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

export type Values<Name extends string> = { readonly [K in Name]: string };

export interface KeyPattern<T extends string> {
  readonly template: T;
  /** The fixed text before the first value: what `begins_with` and stream filters match. */
  readonly prefix: string;
  /** True when the template has no values (e.g. `TICKER`). */
  readonly fixed: boolean;
  format(values: Values<ParamsOf<T>>): string;
  /** The values, or undefined when `key` is not of this shape. */
  parse(key: string): Values<ParamsOf<T>> | undefined;
}

const PART = /\{(\w+)\}/g;

export function keyPattern<T extends string>(template: T): KeyPattern<T> {
  const names = [...template.matchAll(PART)].map((m) => m[1] as string);
  const prefix = template.split('{')[0] ?? '';
  // Each value is one or more characters without `#`, except the last, which takes the rest (an
  // ISO time or an id never holds `#`, but a free-form last part such as a slug may).
  const pieces = template.split(PART);
  const source = pieces
    .map((piece, i) => {
      if (i % 2 === 0) return piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      return i === pieces.length - 2 ? '(.+)' : '([^#]+)';
    })
    .join('');
  const matcher = new RegExp(`^${source}$`);

  return {
    template,
    prefix,
    fixed: names.length === 0,
    format(values) {
      return template.replace(PART, (_, name: string) => {
        const value = (values as Record<string, string>)[name];
        if (typeof value !== 'string' || value === '')
          throw new Error(`Key ${template}: "${name}" is missing`);
        if (value.includes('#') && name !== names.at(-1))
          throw new Error(`Key ${template}: "${name}" must not contain "#"`);
        return value;
      });
    },
    parse(key) {
      const match = matcher.exec(key);
      if (!match) return undefined;
      return Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) as Values<
        ParamsOf<T>
      >;
    },
  };
}
