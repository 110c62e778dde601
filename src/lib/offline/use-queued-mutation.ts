import {
  useMutation,
  useMutationState,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import { newIdempotencyKey } from '../api-client'
import type { QueuedMutation, QueuedVariables } from './queue-registry'
import { isNetworkFailure } from './reachability'

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
  const client = useQueryClient()
  const reports = options?.onError
  const mutation = useMutation<TData, Error, TPayload & QueuedVariables>({
    ...options,
    mutationKey: def.mutationKey,
    // A screen that reports its own failures has said it: the refused write leaves the cache, so
    // the offline layer's "not saved" list does not say it a second time.
    onError: reports
      ? (...args) => {
          const [error, variables] = args
          // A network failure stays: the queue still owns it and will try again. Removed before
          // its error state lands, so the list never shows it, not even for a frame.
          if (!isNetworkFailure(error)) {
            const cache = client.getMutationCache()
            for (const m of cache.findAll({ mutationKey: def.mutationKey, exact: true }))
              if (m.state.variables === variables) cache.remove(m)
          }
          return reports(...args)
        }
      : undefined,
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
