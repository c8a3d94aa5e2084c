import * as z from 'zod';

/** `GET /api/openapi.json`: an OpenAPI 3.1 document, checked for its frame and passed whole. */
export const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type TOpenApiDocument = z.infer<typeof ZOpenApiDocument>;
