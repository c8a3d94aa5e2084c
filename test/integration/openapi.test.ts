import { describe, expect, inject, it } from 'vitest';
import { anonymousCaller, userCaller } from '../support/api-session';

const stack = inject('stack');

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { 'x-access'?: string }>>;
}

describe('GET /api/openapi.json', () => {
  it('answers anyone, signed in or not, with the same OpenAPI 3.1 document of every route', async () => {
    const anonymous = await anonymousCaller(stack).call('GET', '/api/openapi.json');
    expect(anonymous.status).toBe(200);
    const document = anonymous.body as Document;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/booking-pages/{id}']?.get?.['x-access']).toBe('user');
    expect(document.paths['/api/openapi.json']?.get?.['x-access']).toBe('public');

    const signedIn = await (await userCaller(stack)).call('GET', '/api/openapi.json');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(document);
  });

  it('takes no write: a POST to it is not a route', async () => {
    const res = await anonymousCaller(stack).call('POST', '/api/openapi.json', { body: {} });
    expect(res.status).toBe(404);
  });
});
