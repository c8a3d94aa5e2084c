import * as z from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ZApiError } from '@contracts/errors';
import type { RouteContract } from '@contracts/route';
import { acceptsNoBody } from '../../middleware/json-body';

export interface ApiInfo {
  title: string;
  version: string;
  /** The API's address as callers reach it (the app's origin; routes start with `/api`). */
  serverUrl?: string;
}

// One component for every error answer, referred to by each route rather than repeated.
const apiError = ZApiError.meta({ id: 'ApiError' });

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiError } },
});

/** The errors a route can answer, from what its contract declares. */
function errorAnswers(route: RouteContract): ZodOpenApiResponsesObject {
  const hasInput = Boolean(route.params ?? route.query ?? route.body);
  return {
    ...(hasInput && { '400': errorAnswer('The request does not match the contract') }),
    ...(route.access !== 'public' && {
      '401': errorAnswer('No valid token, or the account is being closed'),
    }),
    ...(route.access === 'admin' && {
      '403': errorAnswer('Not an administrator, or no authenticator app turned on'),
    }),
    ...(route.params && { '404': errorAnswer(notFoundText(route.notFound)) }),
    '429': errorAnswer('Too many requests'),
    '500': errorAnswer('The server failed; nothing was changed'),
  };
}

function notFoundText(notFound: RouteContract['notFound']): string {
  if (notFound === undefined) return 'Not found';
  return typeof notFound === 'string' ? notFound : Object.values(notFound).join('; ');
}

/**
 * The path parameters: the contract's schema, with any `{name}` of the path it does not name
 * added as a plain string (OpenAPI requires every template variable to be declared).
 */
function pathParams(route: RouteContract): z.ZodObject | undefined {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (names.length === 0) return undefined;
  const declared = route.params instanceof z.ZodObject ? route.params : z.object({});
  const missing = names.filter((name) => !(name in declared.shape));
  return missing.length
    ? declared.extend(Object.fromEntries(missing.map((name) => [name, z.string()])))
    : declared;
}

function successAnswer(route: RouteContract): ZodOpenApiResponsesObject {
  if (route.response)
    return {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: route.response as z.ZodType } },
      },
    };
  if (route.content)
    return {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { [route.content]: { schema: z.string() } },
      },
    };
  return { '204': { description: 'Done; no content' } };
}

function operation(route: RouteContract): ZodOpenApiOperationObject {
  const path = pathParams(route);
  return {
    operationId: `${route.area}.${route.name}`,
    tags: [route.area],
    summary: route.summary,
    'x-access': route.access,
    ...(route.access !== 'public' && { security: [{ bearer: [] }] }),
    ...((path ?? route.query) && {
      requestParams: {
        ...(path && { path }),
        ...(route.query && { query: route.query as z.ZodObject }),
      },
    }),
    ...(route.body && {
      requestBody: {
        required: !acceptsNoBody(route.body),
        content: { 'application/json': { schema: route.body as z.ZodType } },
      },
    }),
    responses: { ...successAnswer(route), ...errorAnswers(route) },
  };
}

/**
 * The OpenAPI 3.1 document of the given routes, each from its contract (`contracts/<area>/
 * routes.ts`): its parameters, body, answer, access and error answers.
 */
export function openApiDocument(routes: readonly RouteContract[], info: ApiInfo) {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const route of routes)
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: info.title,
        version: info.version,
        description:
          'Every route of the vCISO Hub API. Signed-in routes take a Cognito access token as ' +
          '`Authorization: Bearer <token>`; `x-access: admin` routes also need an administrator ' +
          'with an authenticator app. Every error answer has the `ApiError` shape.',
      },
      ...(info.serverUrl && { servers: [{ url: info.serverUrl }] }),
      tags: [...new Set(routes.map((r) => r.area))].map((name) => ({ name })),
      paths,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    // An answer's field made by a transform (e.g. a stored key turned into a link) has no JSON
    // Schema of its own: it is described as any value rather than refused.
    { allowEmptySchema: { pipe: { output: true }, transform: { output: true } } },
  );
}
