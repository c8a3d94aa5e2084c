import * as z from 'zod';
import { formatCount } from './format-count';

/** Text inputs as every form and route reads them: trimmed, with one wording for each limit. */

const atMost = (label: string, max: number) =>
  `${label} must be at most ${formatCount(max)} characters`;

/**
 * Required, in the caller's own words: trimmed, not blank (`required`), and when `max` is given at
 * most `max` characters (`tooLong`, else the schema library's wording).
 */
export const requiredTrimmed = (required: string, max?: number, tooLong?: string) => {
  const text = z.string(required).trim().min(1, required);
  return max === undefined ? text : text.max(max, tooLong);
};

/** Required: trimmed, not blank (`message`), at most `max` characters. */
export const requiredText = (message: string, label: string, max: number) =>
  requiredTrimmed(message, max, atMost(label, max));

/** Optional: trimmed, at most `max` characters, '' when absent. */
export const optionalText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, atMost(label, max)).optional().default('');

/** Required with a minimum length: `message` for blank or too short, at most `max` characters. */
export const boundedText = (message: string, label: string, min: number, max: number) =>
  z.string(message).trim().min(min, message).max(max, atMost(label, max));
