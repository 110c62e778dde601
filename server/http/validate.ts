import type { Context } from 'hono'
import { z } from 'zod/mini'
import { HttpError, badRequest } from './errors'

// The contract is written with zod/mini, which loads no messages of its own: a 400 names the
// problem in English ("Too big: expected string to have <=64 characters"), as classic zod would.
z.config(z.locales.en())

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
export function parseWith<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  where: 'body' | 'query' | 'path',
): z.output<S> {
  // A key may be empty (`{"": ...}`): the field is then named `body[""]`, never an empty name.
  const field = (path: PropertyKey[]) => {
    const joined = path.map(String).join('.')
    return joined === '' ? (path.length > 0 ? `${where}[""]` : where) : joined
  }
  const nul = findNul(value, [])
  if (nul) throw badRequest(field(nul), 'must not contain NUL characters')
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = field(issue?.path ?? [])
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

/** PostgreSQL text and jsonb cannot hold U+0000: such input is refused before it reaches a query. */
function findNul(value: unknown, path: PropertyKey[], depth = 0): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (value === null || typeof value !== 'object' || depth > 64) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key]
    const found = findNul(item, [...path, key], depth + 1)
    if (found) return found
  }
  return undefined
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<PropertyKey, unknown>)[key]
  }
  return v
}
