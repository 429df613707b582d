import * as z from 'zod';
import { ApiError, type RouteDefinition } from './define.js';
import { APP_VERSION, PRODUCT_NAME } from '../product.js';
import { FILE_RULES } from '../crm/files.js';

type JsonSchema = Record<string, unknown>;

/** A zod schema as the JSON Schema an OpenAPI 3.1 document embeds (without its `$schema`). */
export const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
};

/** Path and query parameters as OpenAPI parameter objects, from a zod object. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const isArray = property.type === 'array';
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      schema: property,
      ...(isArray && where === 'query' ? { style: 'form', explode: true } : {}),
    };
  });
}

const binary = { type: 'string', format: 'binary' };

/**
 * What a route is sent: its JSON body, or, where it takes files (spec part 1 §7), a
 * multipart/form-data body of the file parts as binary and the remaining fields as a JSON part
 * named `data` (the route's body, or what its service reads), with the JSON body beside it where
 * the files are optional.
 */
function requestBody(route: RouteDefinition): JsonSchema | undefined {
  const json = route.body && { 'application/json': { schema: toSchema(route.body, 'input') } };
  const form = route.multipart;
  if (!form) return json && { required: true, content: json };
  const data = route.body ?? form.data;
  const schema = {
    type: 'object',
    properties: {
      [form.files]:
        form.files === 'files' ? { type: 'array', items: binary, maxItems: FILE_RULES.maxFiles } : binary,
      ...Object.fromEntries((form.parts ?? []).map((part) => [part, binary])),
      ...(data ? { data: toSchema(data, 'input') } : {}),
    },
    required: [...(form.orJson ? [] : [form.files]), ...(route.body ? ['data'] : [])],
  };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema,
        ...(data ? { encoding: { data: { contentType: 'application/json' } } } : {}),
      },
      ...(form.orJson ? json : {}),
    },
  };
}

function operation(route: RouteDefinition): JsonSchema {
  const status = String(route.status ?? 200);
  const success: JsonSchema =
    route.status === 204
      ? { description: 'Done' }
      : {
          description: 'Success',
          ...(route.paged
            ? {
                headers: {
                  'x-total-count': { description: 'Total number of items', schema: { type: 'integer' } },
                },
              }
            : {}),
          content: {
            [route.contentType ?? 'application/json']: { schema: toSchema(route.response, 'output') },
          },
        };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  });
  return {
    operationId: route.id,
    summary: route.summary,
    tags: route.tags ?? [route.context],
    ...(route.auth === 'public' ? { security: [] } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
    responses: {
      [status]: success,
      '400': error('The request does not match the contract; `fieldErrors` names each field'),
      ...(route.auth !== 'public' ? { '401': error('Missing, malformed, expired or foreign token') } : {}),
      ...(route.permission || route.authority || route.auth === 'member'
        ? { '403': error('The caller lacks the permission') }
        : {}),
      '500': error('Unexpected failure; the request id identifies it in the logs'),
    },
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the contract. */
export function openApiDocument(routes: readonly RouteDefinition[], serverUrl = '/'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: APP_VERSION,
      description: `The ${PRODUCT_NAME} API: every call the web app makes, open to ERP integrations. Authenticate with a Cognito ID token as a bearer token.`,
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ApiError: toSchema(ApiError, 'output') },
    },
  };
}
