// The request queue's registry: every write that may wait offline is declared once, in one line,
// next to its endpoint:
//   export const cartAddWrite = defineQueuedMutation({
//     mutationKey: ['cart', 'add'], payload: cartAddRequest,
//     mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(cartAdd, { body, idempotencyKey }),
//   })
// The definition becomes `setMutationDefaults` on every attached QueryClient, so a write restored
// from IndexedDB after a reload finds its function again and replays with the key it was made with.
import type { MutationKey, QueryKey } from '@tanstack/react-query'
import type { z } from 'zod/mini'

/** Every queued write carries the Idempotency-Key made when the user acted. */
export interface QueuedVariables {
  idempotencyKey: string
}

export interface QueuedMutationDefinition<TPayload extends object, TData> {
  mutationKey: MutationKey
  /** The payload's shape; a stored write whose payload no longer fits is dropped on restore. */
  payload: z.ZodMiniType<TPayload>
  mutationFn: (variables: TPayload & QueuedVariables) => Promise<TData>
  /** Queries refetched once the write has been answered (accepted or refused). */
  invalidates?: readonly QueryKey[]
  /**
   * A write the user did not make on purpose (a visit log): it queues and replays like the others
   * but is not counted in the waiting-to-sync mark, and a refusal is not shown.
   */
  quiet?: boolean
}

export interface QueuedMutation<TPayload extends object, TData> extends QueuedMutationDefinition<
  TPayload,
  TData
> {
  /** Parses stored variables: the payload plus a non-empty idempotency key. */
  parseVariables: (raw: unknown) => (TPayload & QueuedVariables) | undefined
}

// Each definition has its own payload type; the registry only needs the untyped view.
type AnyQueuedMutation = QueuedMutation<object, unknown>

const definitions: AnyQueuedMutation[] = []
const listeners = new Set<(def: AnyQueuedMutation) => void>()
/** The key a stored write replays with: what the server accepts in Idempotency-Key. */
const isIdempotencyKey = (key: unknown): key is string =>
  typeof key === 'string' && key.length >= 1 && key.length <= 200

const sameKey = (a: MutationKey | undefined, b: MutationKey) =>
  JSON.stringify(a) === JSON.stringify(b)

export function defineQueuedMutation<TPayload extends object, TData>(
  def: QueuedMutationDefinition<TPayload, TData>,
): QueuedMutation<TPayload, TData> {
  const queued: QueuedMutation<TPayload, TData> = {
    ...def,
    parseVariables: (raw) => {
      if (!raw || typeof raw !== 'object') return undefined
      const key = (raw as Partial<QueuedVariables>).idempotencyKey
      const payload = def.payload.safeParse(raw)
      if (!isIdempotencyKey(key) || !payload.success) return undefined
      return { ...payload.data, idempotencyKey: key }
    },
  }
  const index = definitions.findIndex((d) => sameKey(d.mutationKey, def.mutationKey))
  const untyped = queued as unknown as AnyQueuedMutation
  if (index >= 0) definitions[index] = untyped
  else definitions.push(untyped)
  for (const listener of listeners) listener(untyped)
  return queued
}

export function queuedMutationFor(key: MutationKey | undefined): AnyQueuedMutation | undefined {
  return key ? definitions.find((d) => sameKey(d.mutationKey, key)) : undefined
}

export function allQueuedMutations(): readonly AnyQueuedMutation[] {
  return definitions
}

/** Called with each definition made from now on; returns an unsubscribe function. */
export function onQueuedMutationDefined(listener: (def: AnyQueuedMutation) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
