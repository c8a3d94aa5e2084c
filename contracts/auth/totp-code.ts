import * as z from 'zod';
import { ZCode } from './fields';

/** A code from an authenticator app: exactly six digits (spec §9). */
export const ZTotpCode = z.object({ code: ZCode });
export type TTotpCode = z.infer<typeof ZTotpCode>;
