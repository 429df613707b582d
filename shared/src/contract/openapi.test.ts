import { describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { NetworkRoutes, openApiDocument, routes } from '../index.js';

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

  describe('the bodies of routes that take files', () => {
    interface Form {
      schema: { properties: Record<string, Record<string, unknown>>; required: string[] };
      encoding?: Record<string, { contentType: string }>;
    }
    type Body = { required: boolean; content: Record<string, { schema: unknown } & Partial<Form>> };
    const doc = openApiDocument(routes) as {
      paths: Record<string, Record<string, { requestBody?: Body }>>;
    };
    const bodyOf = (route: { method: string; path: string }) =>
      doc.paths[route.path]![route.method.toLowerCase()]!.requestBody;
    const formOf = (route: { method: string; path: string }) =>
      bodyOf(route)?.content['multipart/form-data'] as Form | undefined;
    const binary = { type: 'string', format: 'binary' };

    it('gives every upload route a multipart/form-data body of binary files', () => {
      const uploads = routes.filter((r) => r.id.startsWith('upload'));
      expect(uploads.length).toBeGreaterThan(10);
      const wrong = uploads.flatMap((route) => {
        const form = formOf(route);
        const files = form?.schema.properties.files ?? form?.schema.properties.file;
        const binaryFiles = files && (files.type === 'array' ? (files.items as unknown) : files);
        return form && JSON.stringify(binaryFiles) === JSON.stringify(binary) ? [] : [route.id];
      });
      expect(wrong).toEqual([]);
    });

    it('names the parts each kind of upload takes: documents with their type as JSON, an image alone, a photo with its small copy', () => {
      const documents = formOf(NetworkRoutes.uploadPublicOfferFiles)!;
      expect(documents.schema.required).toEqual(['files']);
      expect(documents.schema.properties.files).toMatchObject({ type: 'array', items: binary, maxItems: 10 });
      expect(documents.schema.properties.data).toMatchObject({
        properties: { documentType: expect.anything() as unknown },
      });
      expect(documents.encoding).toEqual({ data: { contentType: 'application/json' } });

      const logo = formOf(routes.find((r) => r.id === 'uploadCompanyLogo')!)!;
      expect(logo.schema).toEqual({ type: 'object', properties: { file: binary }, required: ['file'] });

      const photo = formOf(routes.find((r) => r.id === 'uploadHavePhoto')!)!;
      expect(photo.schema.properties).toEqual({ file: binary, thumbnail: binary });
      expect(photo.schema.required).toEqual(['file']);
    });

    it('takes a public offer with its documents as a form whose data part is the offer, or the offer alone as JSON', () => {
      const body = bodyOf(NetworkRoutes.createPublicOffer)!;
      expect(Object.keys(body.content).sort()).toEqual(['application/json', 'multipart/form-data']);
      const form = formOf(NetworkRoutes.createPublicOffer)!;
      expect(form.schema.required).toEqual(['data']);
      expect(form.schema.properties.files).toMatchObject({ type: 'array', items: binary });
      expect(form.schema.properties.data).toEqual(body.content['application/json']!.schema);
      expect(form.schema.properties.data).toMatchObject({
        required: expect.arrayContaining(['haveId', 'terms']) as unknown,
      });
    });

    it('keeps JSON bodies as JSON alone', () => {
      expect(Object.keys(bodyOf(NetworkRoutes.createPublicRequest)!.content)).toEqual(['application/json']);
    });
  });
});
