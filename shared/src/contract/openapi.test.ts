import { describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { openApiDocument, routes } from '../index.js';

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document according to an independent validator', async () => {
    const doc = openApiDocument(routes);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result, null, 1)).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  }, 60_000); // Validating every route's schema takes seconds on a busy machine.
  it('describes every contract route once, with public routes opting out of security', () => {
    const doc = openApiDocument(routes) as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
    };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops.map((o) => o.operationId).sort()).toEqual(routes.map((r) => r.id).sort());
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
  });
});
