import { useMutation } from '@tanstack/react-query'
import { postVisit } from '@contract/user.endpoints'
import { visitRequest } from '@contract/user'
import { callEndpoint, newIdempotencyKey } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'

export const visitMutationKey = ['user', 'visit'] as const

export interface VisitVariables {
  page_path: string
  /** Made when the page was opened, so a replayed log is stored once. */
  idempotencyKey: string
}

export const visitVariables = (pagePath: string): VisitVariables => ({
  page_path: pagePath,
  idempotencyKey: newIdempotencyKey(),
})

/** POST /api/user/visit {page_path}. */
export const logVisit = ({ page_path, idempotencyKey }: VisitVariables) =>
  callEndpoint(postVisit, { body: { page_path }, idempotencyKey })

// Visits made offline wait in the request queue and are logged once when the API is back.
defineQueuedMutation({
  mutationKey: visitMutationKey,
  payload: visitRequest,
  mutationFn: logVisit,
  quiet: true,
})

export const useLogVisit = () =>
  useMutation({
    mutationKey: visitMutationKey,
    mutationFn: logVisit,
    // Spec section 8: a failed visit log is ignored.
    onError: () => undefined,
  })
