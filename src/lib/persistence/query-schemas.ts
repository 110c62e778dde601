// Which persisted queries may come back from IndexedDB, and in what shape. Features register the
// contract schema of each query they want kept
// offline, next to its key factory:
//   registerPersistedQuery(['domain-prices'], domainPricesResponse)
// A query with no registered schema is never written to IndexedDB, and a stored entry is rendered
// only after its schema accepts it (see typed-persister.ts).
import type { QueryKey } from '@tanstack/react-query'
import type { z } from 'zod/mini'

interface Entry {
  prefix: QueryKey
  schema: z.ZodMiniType<unknown>
}

const entries: Entry[] = []
const listeners = new Set<(prefix: QueryKey) => void>()

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => same(part, key[i]))
}

/**
 * Declares that queries whose key starts with `keyPrefix` are persisted, their data parsed with
 * `schema` on restore. The schema must describe what the query function returns and parse its own
 * output unchanged (contract schemas without transforms do). Registering twice replaces the schema.
 */
export function registerPersistedQuery(keyPrefix: QueryKey, schema: z.ZodMiniType<unknown>): void {
  const existing = entries.find((e) => same(e.prefix, keyPrefix))
  if (existing) existing.schema = schema
  else entries.push({ prefix: [...keyPrefix], schema })
  for (const listener of listeners) listener(keyPrefix)
}

/**
 * The registration a query key falls under: the one with the longest matching prefix, and whether
 * that prefix is the whole key. A key longer than its match may still belong to a longer prefix
 * that a code-split feature registers later: ['user', 'profile', 'details'] (the account details
 * screen) starts with ['user', 'profile'] (the top bar's profile, registered at start).
 */
export function persistedMatchFor(
  key: QueryKey,
): { schema: z.ZodMiniType<unknown>; whole: boolean } | undefined {
  let best: Entry | undefined
  for (const e of entries) {
    if (keyStartsWith(key, e.prefix) && (!best || e.prefix.length > best.prefix.length)) best = e
  }
  return best && { schema: best.schema, whole: best.prefix.length === key.length }
}

/** The schema for a query key: the one registered with the longest matching prefix. */
export function persistedSchemaFor(key: QueryKey): z.ZodMiniType<unknown> | undefined {
  return persistedMatchFor(key)?.schema
}

/** Called with each prefix registered from now on; returns an unsubscribe function. */
export function onPersistedQueryRegistered(listener: (prefix: QueryKey) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
