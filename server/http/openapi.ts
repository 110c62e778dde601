import { z } from 'zod/mini'
import type { Endpoint } from '@contract/endpoint'
import { bannedBody, errorBody } from '@contract/errors'

const toSchema = (s: z.core.$ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' })

/** The OpenAPI 3.1 document, generated from the contract schemas of every mounted endpoint. */
export function buildOpenApi(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const e of endpoints) {
    const path = e.path.replace(/:(\w+)/g, '{$1}')
    const declared: Record<string, z.core.$ZodType> = e.params?.shape ?? {}
    const params = [...e.path.matchAll(/:(\w+)/g)].map(([, name = '']) => {
      const own = declared[name]
      return { name, in: 'path', required: true, schema: own ? toSchema(own) : { type: 'string' } }
    })
    const queryParams = queryParameters(e.query)
    const security =
      e.auth === 'user'
        ? [{ telegramInitData: [] }]
        : e.auth === 'admin'
          ? [{ adminBearer: [] }, { adminSession: [] }]
          : []
    for (const method of e.methods) {
      paths[path] ??= {}
      paths[path][method] = {
        summary: e.summary,
        security,
        parameters: [...params, ...queryParams, ...(isWrite(e, method) ? [IDEMPOTENCY_PARAM] : [])],
        ...(e.body && method !== 'get'
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: toSchema(e.body) } },
              },
            }
          : {}),
        responses: responsesOf(e, method),
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Domains mini-app API', version: '1.0.0' },
    components: {
      schemas: { Error: toSchema(errorBody) },
      headers: {
        'Retry-After': {
          description: 'Seconds to wait before trying again',
          schema: { type: 'integer', minimum: 1 },
        },
      },
      securitySchemes: {
        telegramInitData: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'tma <initData>',
        },
        adminBearer: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
        adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
      },
    },
    paths,
  }
}

/** A write that honours Idempotency-Key: every mutating call (the router puts the middleware there). */
const isWrite = (e: Endpoint, method: string) =>
  method !== 'get' && !e.methods.includes('get') && e.idempotent !== false

const IDEMPOTENCY_PARAM = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the call safe to retry: the same key with the same body replays the stored answer ' +
    '(with Idempotent-Replayed: true) and has its effect once; the same key with another body is ' +
    'a 422. Keys are kept at least 24 hours.',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
}

const error = (description: string, retryAfter = false) => ({
  description,
  ...(retryAfter
    ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

/** Every answer a call can give, the errors with one schema. */
function responsesOf(e: Endpoint, method: string) {
  const write = isWrite(e, method)
  return {
    200: {
      description: 'OK',
      ...(write
        ? {
            headers: {
              'Idempotent-Replayed': {
                description: 'true when this is the stored answer of an earlier call with the key',
                schema: { type: 'string', enum: ['true'] },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: toSchema(e.response) } },
    },
    400: error('Invalid request: `field` names what is wrong'),
    ...(e.auth !== 'public' ? { 401: error('Not signed in, or the sign-in is invalid') } : {}),
    ...(e.auth === 'user'
      ? {
          403: {
            description: 'Banned',
            content: { 'application/json': { schema: toSchema(bannedBody) } },
          },
        }
      : {}),
    ...(e.auth === 'admin' ? { 403: error('Not an admin') } : {}),
    404: error('Not found (the path names something that does not exist or is not yours)'),
    409: error('Conflicts with the current state (a name already listed, a zone not ready)'),
    413: error('Body larger than 256 KiB'),
    ...(write ? { 422: error('The Idempotency-Key was used with another body') } : {}),
    429: error('Too many requests or sign-in attempts', true),
    503: error('Maintenance, the database or a provider is unavailable for now', true),
  }
}

/** Each property of a query schema as an OpenAPI query parameter. */
function queryParameters(query: z.core.$ZodType | undefined) {
  if (!query) return []
  const schema = toSchema(query) as {
    properties?: Record<string, unknown>
    required?: string[]
  }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }))
}
