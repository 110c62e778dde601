import { useMutation, useMutationState, type UseMutationOptions } from '@tanstack/react-query'
import { useCallback } from 'react'
import { newIdempotencyKey } from '../api-client'
import type { QueuedMutation, QueuedVariables } from './queue-registry'

type Options<TPayload extends object, TData> = Omit<
  UseMutationOptions<TData, Error, TPayload & QueuedVariables>,
  'mutationKey' | 'mutationFn' | 'scope' | 'retry' | 'retryDelay'
>

/**
 * A queued write for a component: `enqueue(payload)` stamps the Idempotency-Key at the moment the
 * user acts, then the write runs now or waits (paused, persisted) until the API is reachable.
 */
export function useQueuedMutation<TPayload extends object, TData>(
  def: QueuedMutation<TPayload, TData>,
  options?: Options<TPayload, TData>,
) {
  const mutation = useMutation<TData, Error, TPayload & QueuedVariables>({
    ...options,
    mutationKey: def.mutationKey,
  })
  const { mutate } = mutation
  const enqueue = useCallback(
    (payload: TPayload) => mutate({ ...payload, idempotencyKey: newIdempotencyKey() }),
    [mutate],
  )
  return { ...mutation, enqueue }
}

/**
 * The payloads of a definition's writes not yet answered by the server, oldest first: what a
 * screen marks as "waiting to sync" (a cart badge, a DNS record in grey).
 */
export function usePendingWrites<TPayload extends object, TData>(
  def: QueuedMutation<TPayload, TData>,
): Array<TPayload & QueuedVariables> {
  return useMutationState({
    filters: { mutationKey: def.mutationKey, exact: true, status: 'pending' },
    select: (m) => def.parseVariables(m.state.variables),
  }).filter((v): v is TPayload & QueuedVariables => v !== undefined)
}
