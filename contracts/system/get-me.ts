import * as z from 'zod';

export const ZMe = z.object({
  sub: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** The caller's first booking page, for the header's My Calendar link. */
  firstBookingPageId: z.string().nullable(),
});
export type TMe = z.infer<typeof ZMe>;
