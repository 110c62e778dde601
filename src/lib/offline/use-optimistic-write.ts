import {
  useMutation,
  useQueryClient,
  type DataTag,
  type DefaultError,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query'
import type { QueuedMutation, QueuedVariables } from './queue-registry'

export interface OptimisticWrite<TPayload extends object, TData, TCached> {
  /** The queued write (it waits offline and replays with its key). */
  write: QueuedMutation<TPayload, TData>
  /** The cached list the write edits at once. */
  queryKey: DataTag<QueryKey, TCached, DefaultError>
  /** The key every write to that list starts with. */
  family: MutationKey
  /** The list as it will look once the server agrees; the server's answer replaces it. */
  edit: (cached: TCached | undefined, variables: TPayload & QueuedVariables) => TCached | undefined
  /** Whether an answer refuses the write (then the edit is undone, as after a failure). */
  refused?: (answer: TData) => boolean
}

/**
 * A cart edit shown before the server answers: the cached list changes at once and goes back if
 * the write fails or is refused. With several taps in flight only the last one to settle
 * refetches, so an early answer never wipes the optimistic rows of later taps.
 */
export function useOptimisticWrite<TPayload extends object, TData, TCached>({
  write,
  queryKey,
  family,
  edit,
  refused,
}: OptimisticWrite<TPayload, TData, TCached>) {
  const queryClient = useQueryClient()
  const undo = (context: { previous: TCached | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData<TCached>(queryKey, context.previous)
  }
  return useMutation({
    mutationKey: write.mutationKey,
    mutationFn: write.mutationFn,
    onMutate: async (variables: TPayload & QueuedVariables) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<TCached>(queryKey)
      queryClient.setQueryData<TCached>(queryKey, (cached) => edit(cached, variables))
      return { previous }
    },
    onSuccess: (answer, _variables, context) => {
      if (refused?.(answer)) undo(context)
    },
    onError: (_err, _variables, context) => undo(context),
    onSettled: () =>
      queryClient.isMutating({ mutationKey: family }) === 1
        ? queryClient.invalidateQueries({ queryKey })
        : undefined,
  })
}
