import * as z from 'zod';

/** Every error answer of the API has this shape. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
