import { z } from 'zod/mini'
import type { Endpoint } from '@contract/endpoint'
import { errorBody } from '@contract/errors'

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
        parameters: [...params, ...queryParams],
        ...(e.body && method !== 'get'
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: toSchema(e.body) } },
              },
            }
          : {}),
        responses: {
          200: {
            description: 'OK',
            content: { 'application/json': { schema: toSchema(e.response) } },
          },
          400: {
            description: 'Invalid request',
            content: { 'application/json': { schema: toSchema(errorBody) } },
          },
          ...(e.auth !== 'public' ? { 401: { description: 'Not signed in' } } : {}),
          ...(e.auth === 'user' ? { 403: { description: 'Banned: {banned: true, reason}' } } : {}),
          ...(e.auth === 'admin' ? { 403: { description: 'Not an admin' } } : {}),
        },
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Domains mini-app API', version: '1.0.0' },
    components: {
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
