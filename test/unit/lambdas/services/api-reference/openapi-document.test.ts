import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { articleRoutes } from '@contracts/articles/routes';
import { routes } from '../../../../../lambdas/routes';
import { openApiDocument } from '../../../../../lambdas/services/api-reference/openapi-document';

const doc = openApiDocument(Object.values(articleRoutes), { title: 'vCISO Hub API', version: '1' });

describe("the API's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 by an outside validator, with one operation per route', async () => {
    const whole = openApiDocument(routes, { title: 'vCISO Hub API', version: '1' });
    const result = await new Validator().validate(
      JSON.parse(JSON.stringify(whole)) as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    const operations = Object.entries(whole.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  });
});

describe('the OpenAPI document of route contracts', () => {
  it('is valid OpenAPI 3.1 by an outside validator', async () => {
    const result = await new Validator().validate(
      JSON.parse(JSON.stringify(doc)) as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("describes a route's parameters, answer, access and errors from its contract", () => {
    const get = doc.paths?.['/api/admin/articles/{id}']?.get;
    expect(get?.operationId).toBe('articles.get');
    expect(get?.security).toEqual([{ bearer: [] }]);
    expect(get?.['x-access']).toBe('admin');
    expect(get?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    ]);
    expect(Object.keys(get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '500']),
    );
    expect(JSON.stringify(get?.responses?.['404'])).toContain('#/components/schemas/ApiError');
  });

  it('gives a public route no security, a created answer its status, and XML its media type', () => {
    expect(doc.paths?.['/api/articles']?.get?.security).toBeUndefined();
    expect(Object.keys(doc.paths?.['/api/admin/articles']?.post?.responses ?? {})).toContain('201');
    expect(doc.paths?.['/api/admin/articles']?.post?.requestBody).toBeDefined();
    expect(doc.paths?.['/sitemap.xml']?.get?.responses?.['200']).toMatchObject({
      content: { 'application/xml': {} },
    });
    expect(Object.keys(doc.paths?.['/api/admin/articles/{id}']?.delete?.responses ?? {})).toContain(
      '204',
    );
  });
});
