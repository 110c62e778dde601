import type { Context } from 'hono'
import type { z } from 'zod'
import { HttpError, badRequest } from './errors'

/** The request's JSON body, read once (Hono caches it), `{}` when empty; invalid JSON is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const cached = c.get('jsonBody') as unknown
  if (cached !== undefined) return cached
  let body: unknown = {}
  if (!['GET', 'HEAD', 'DELETE'].includes(c.req.method)) {
    const text = await c.req.text()
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        throw badRequest('body', 'must be valid JSON')
      }
    }
  }
  c.set('jsonBody', body)
  return body
}

/** Validates with a contract schema; the 400 names the first wrong field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : where
  const missing = issue?.code === 'invalid_type' && valueAt(value, issue.path) === undefined
  const message = missing ? 'is required' : (issue?.message ?? 'is invalid')
  throw badRequest(path, message)
}

export function assertObject(value: unknown, where: 'body' | 'query'): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'bad_request', `${where}: must be a JSON object`, where)
  }
  return value as Record<string, unknown>
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<PropertyKey, unknown>)[key]
  }
  return v
}
