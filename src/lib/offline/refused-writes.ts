import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query'
import { useCallback } from 'react'
import { isVisibleQueuedMutation } from './attach-queue'
import { isNetworkFailure } from './reachability'

export interface RefusedWrite {
  mutation: Mutation<unknown, Error, unknown, unknown>
  /** The server's reason, as it answered. */
  reason: string
}

/** Queued writes the server answered with a refusal: shown to the user until dismissed. */
export function useRefusedWrites(): {
  refused: RefusedWrite[]
  dismiss: (w: RefusedWrite) => void
} {
  const client = useQueryClient()
  const refused = useMutationState({
    filters: {
      status: 'error',
      predicate: (m) => isVisibleQueuedMutation(m) && !isNetworkFailure(m.state.error),
    },
    select: (mutation): RefusedWrite => ({
      mutation,
      reason:
        mutation.state.error instanceof Error
          ? mutation.state.error.message
          : String(mutation.state.error),
    }),
  })
  const dismiss = useCallback(
    (w: RefusedWrite) => client.getMutationCache().remove(w.mutation),
    [client],
  )
  return { refused, dismiss }
}
