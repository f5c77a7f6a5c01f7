import { errorBodySchema } from '@lantern/shared/contracts/errors';
import { API_PREFIX, type RouteContract, routes } from '@lantern/shared/contracts/routes';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function schema(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

/** One query parameter per property of the contract's query object, as a client sends it. */
function queryParameters(query: z.ZodType): JsonSchema[] {
  const { properties = {}, required = [] } = schema(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
  }));
}

/** The OpenAPI document, generated from the same contracts the API validates with. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(routes) as [string, RouteContract][]) {
    const path = `${API_PREFIX}${route.path.replace(/:([a-zA-Z_]+)/g, '{$1}')}`;
    const parameters = [
      ...[...route.path.matchAll(/:([a-zA-Z_]+)/g)].map((match) => ({
        name: match[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(route.query ? queryParameters(route.query) : []),
    ];
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: route.summary,
      tags: [route.path.split('/')[1] ?? 'root'],
      parameters,
      security: route.auth === 'public' ? [] : [{ bearer: [] }],
      description:
        route.auth === 'public' || route.auth === 'any'
          ? `Access: ${route.auth}`
          : `Roles: ${route.auth.join(', ')}`,
      responses: {
        200: {
          description: 'OK',
          content: route.produces
            ? route.produces === 'file'
              ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
              : { [route.produces]: { schema: { type: 'string' } } }
            : {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { data: route.response ? schema(route.response, 'output') : {} },
                    required: ['data'],
                  },
                },
              },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: schema(errorBodySchema, 'output') } },
        },
      },
    };
    if (route.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schema(route.body, 'input') } },
      };
    if (route.consumes) {
      const fields = schema(route.consumes.fields, 'input') as { properties?: object; required?: string[] };
      const fileFields = route.consumes.files ?? [{ name: 'file', max: 1, required: true }];
      const binary = { type: 'string', format: 'binary' };
      const fileProperties = Object.fromEntries(
        fileFields.map(({ name, max }) => [
          name,
          max === 1 ? binary : { type: 'array', items: binary, maxItems: max },
        ]),
      );
      operation.requestBody = {
        required: true,
        content: {
          [route.consumes.type]: {
            schema: {
              type: 'object',
              properties: { ...fields.properties, ...fileProperties },
              required: [
                ...(fields.required ?? []),
                ...fileFields.filter((f) => f.required).map((f) => f.name),
              ],
            },
          },
        },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Lantern API',
      version,
      description:
        'Responses are wrapped as { data, meta?, last_update? }; errors as { error: { code, message, details? } }.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
