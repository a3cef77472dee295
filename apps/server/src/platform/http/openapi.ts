import {
  ERROR_HTTP_STATUS,
  envelopeOf,
  errorEnvelopeSchema,
  routes,
  type RouteDescriptor,
} from '@wps/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(descriptor: RouteDescriptor) {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', descriptor.params],
    ['query', descriptor.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

/** The OpenAPI 3 document, generated from the route descriptors in @wps/contracts. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const descriptor of Object.values(routes) as RouteDescriptor[]) {
    const path = descriptor.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const headers: JsonSchema[] = [];
    if (!descriptor.path.startsWith('/wps/admin/')) {
      headers.push({
        name: 'Merchant',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'Merchant code; when absent the request host picks the merchant',
      });
      headers.push({
        name: 'Language',
        in: 'header',
        required: false,
        schema: { type: 'string', enum: ['EN', 'CN', 'JA', 'TH', 'VI', 'UR'] },
      });
    }
    if (descriptor.auth !== 'anonymous')
      headers.push({
        name: 'Authorization',
        in: 'header',
        required: true,
        schema: { type: 'string' },
        description: 'Raw session token (no Bearer prefix)',
      });
    const operation: Record<string, unknown> = {
      operationId: descriptor.id,
      summary: descriptor.summary,
      tags: [descriptor.path.startsWith('/wps/admin/') ? 'operator' : 'member site'],
      'x-module': descriptor.module,
      'x-auth': descriptor.auth,
      ...(descriptor.minRole ? { 'x-min-role': descriptor.minRole } : {}),
      ...(descriptor.realAccountOnly ? { 'x-real-account-only': true } : {}),
      ...(descriptor.memberTypes ? { 'x-member-types': descriptor.memberTypes } : {}),
      ...(descriptor.open ? { 'x-open-during-maintenance': true } : {}),
      parameters: [...parametersOf(descriptor), ...headers],
      responses: {
        200: descriptor.download
          ? {
              description: `A file (${descriptor.download.fileName}), not an envelope`,
              content: { [descriptor.download.contentType]: { schema: { type: 'string' } } },
            }
          : {
              description: 'Success envelope',
              content: { 'application/json': { schema: schemaOf(envelopeOf(descriptor.value), 'output') } },
            },
        default: {
          description: 'Error envelope (see x-error-codes)',
          content: { 'application/json': { schema: schemaOf(errorEnvelopeSchema, 'output') } },
        },
      },
    };
    if (descriptor.body) {
      operation.requestBody = descriptor.encrypted
        ? {
            required: true,
            description:
              'Encrypted (E): the JSON below sealed with AES-256-GCM, key wrapped with RSA-OAEP-SHA256 in the Encryption header',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['value'], properties: { value: { type: 'string' } } },
                'x-plaintext-schema': schemaOf(descriptor.body, 'input'),
              },
            },
          }
        : { required: true, content: { 'application/json': { schema: schemaOf(descriptor.body, 'input') } } };
    }
    (paths[path] ??= {})[descriptor.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Betting and gaming platform API',
      version: '0.1.0',
      description:
        '/wps replies use the envelope { success, value, message, errorCode }. Errors carry a stable errorCode; x-error-codes maps each to its HTTP status.',
    },
    'x-error-codes': ERROR_HTTP_STATUS,
    paths,
  };
}
