import * as z from 'zod';

export const ZHealth = z.object({ status: z.literal('ok'), time: z.string() });
export type THealth = z.infer<typeof ZHealth>;
