import * as z from 'zod';
import { badRequest } from '../errors';

export type InputSource = 'params' | 'query' | 'body';

interface Issue {
  source: InputSource;
  path: PropertyKey[];
  message: string;
}

/**
 * Parses every given part and, when any fails, throws one 400 whose message is the first issue's
 * message (the contracts carry the spec's rule texts) and whose fields map each path to its
 * first message. Issues on a whole part (e.g. body not an object) are keyed by the part's name.
 */
export function validateInput(
  parts: Partial<Record<InputSource, { schema: z.core.$ZodType; value: unknown }>>,
): Partial<Record<InputSource, unknown>> {
  const issues: Issue[] = [];
  const out: Partial<Record<InputSource, unknown>> = {};
  for (const source of ['params', 'query', 'body'] as const) {
    const part = parts[source];
    if (!part) continue;
    const result = z.safeParse(part.schema, part.value);
    if (result.success) out[source] = result.data;
    else
      for (const i of result.error.issues)
        issues.push({ source, path: i.path, message: i.message });
  }
  const first = issues[0];
  if (first) {
    const fields: Record<string, string> = {};
    for (const issue of issues) {
      const key = issue.path.length ? issue.path.map(String).join('.') : issue.source;
      fields[key] ??= issue.message;
    }
    throw badRequest(first.message, fields);
  }
  return out;
}
