import { z } from 'zod'
import type { Endpoint } from '@contract/endpoint'
import { errorBody } from '@contract/errors'

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' })

/** The OpenAPI 3.1 document, generated from the contract schemas of every mounted endpoint. */
export function buildOpenApi(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const e of endpoints) {
    const path = e.path.replace(/:(\w+)/g, '{$1}')
    const params = [...e.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
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
        parameters: params,
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
