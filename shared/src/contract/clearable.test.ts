import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { clearable, clearableKeys, isClearable } from './clearable.js';
import { openApiDocument, routes } from '../index.js';
import { HavePatch } from '../supply/listing.js';
import { MaterialPatch } from '../crm/material.js';

describe('clearable', () => {
  const Body = z
    .object({ name: z.string().min(1), notes: z.string(), price: z.number(), due: z.string() })
    .partial();
  const Patch = clearable(Body, { keep: ['name'] });

  it('lets an optional field be sent as null, which means clear it', () => {
    expect(Patch.parse({ notes: null, price: null })).toEqual({ notes: null, price: null });
    expect(Patch.parse({ price: 12 })).toEqual({ price: 12 });
    expect(Patch.parse({})).toEqual({});
  });

  it('refuses null for a field that is kept, naming it', () => {
    const result = Patch.safeParse({ name: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['name']]);
  });

  it('leaves required fields required', () => {
    const Whole = clearable(z.object({ name: z.string(), notes: z.string().optional() }));
    expect(Whole.safeParse({ notes: null }).success).toBe(false);
    expect(Whole.parse({ name: 'A', notes: null })).toEqual({ name: 'A', notes: null });
    expect(clearableKeys(Whole)).toEqual(['notes']);
  });

  it('checks the whole body with null read as absent', () => {
    // A durometer range still needs its scale once the scale is cleared.
    const cleared = MaterialPatch.safeParse({
      name: 'Film',
      type: 'PE',
      durometer: { min: 10, max: 20 },
      durometerScale: null,
    });
    expect(cleared.success).toBe(false);
    expect(cleared.error?.issues.map((i) => i.path)).toEqual([['durometerScale']]);
    expect(MaterialPatch.parse({ name: 'Film', type: 'PE', durometer: null, grade: null })).toMatchObject({
      durometer: null,
    });
  });

  it('keeps what every have has out of reach of null', () => {
    expect(clearableKeys(HavePatch)).toEqual(
      expect.arrayContaining(['price', 'packaging', 'shippingTerms', 'materialId', 'locationId', 'notes']),
    );
    for (const kept of ['companyId', 'materialType', 'remainingWeight', 'expirationDate', 'palletized'])
      expect(HavePatch.safeParse({ [kept]: null }).success).toBe(false);
  });
});

describe('every PATCH route', () => {
  const patches = routes.filter((r) => r.method === 'PATCH' && r.body instanceof z.ZodObject);
  const withOptional = patches.filter((r) =>
    Object.values((r.body as z.ZodObject).shape).some((f) => f instanceof z.ZodOptional),
  );

  it('declares a body with optional fields through clearable', () => {
    expect(withOptional.length).toBeGreaterThan(15);
    expect(withOptional.filter((r) => !isClearable(r.body!)).map((r) => r.id)).toEqual([]);
  });

  it('shows its clearable fields as nullable in the OpenAPI document', () => {
    const doc = openApiDocument(routes) as {
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; requestBody?: { content: Record<string, { schema: unknown }> } }
        >
      >;
    };
    const have = doc.paths['/api/haves/{id}']?.patch;
    const schema = have?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, { anyOf?: { type?: string }[] }>;
    };
    expect(schema.properties.price!.anyOf?.some((s) => s.type === 'null')).toBe(true);
    expect(schema.properties.companyId!.anyOf).toBeUndefined();
  });
});
