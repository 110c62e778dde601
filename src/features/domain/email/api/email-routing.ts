import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { emailRoutingView } from '@contract/email-routing'
import * as endpoint from '@contract/email-routing.endpoints'
import { callEndpoint, newIdempotencyKey } from '@/lib/api-client'
import { defineDomainQuery } from '../../domain-query'

export const emailRoutingQueryOptions = defineDomainQuery(
  'domain-email',
  endpoint.getEmailRouting,
  emailRoutingView,
)

export const useEmailRouting = (domain: string) => useQuery(emailRoutingQueryOptions(domain))

/**
 * One write to the domain's forwarding, sent once with a key made when the owner tapped; the view
 * is refetched after it, and the DNS records and history too (turning routing on adds records).
 */
function useEmailWrite<I, R>(domain: string, send: (input: I, key: string) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => send(input, newIdempotencyKey()),
    onSettled: () =>
      Promise.all(
        [['domain-email', domain], ['domain-dns'], ['domain-dns-changes']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

export function useEmailWrites(domain: string) {
  const params = { domain }
  return {
    addDestination: useEmailWrite(domain, (email: string, idempotencyKey) =>
      callEndpoint(endpoint.addEmailDestination, { params, body: { email }, idempotencyKey }),
    ),
    removeDestination: useEmailWrite(domain, (id: number, idempotencyKey) =>
      callEndpoint(endpoint.removeEmailDestination, {
        params: { ...params, id: String(id) },
        idempotencyKey,
      }),
    ),
    confirmDestination: useEmailWrite(domain, (id: number, idempotencyKey) =>
      callEndpoint(endpoint.confirmEmailDestination, {
        params: { ...params, id: String(id) },
        idempotencyKey,
      }),
    ),
    addAlias: useEmailWrite(
      domain,
      (body: { alias: string; destination: string }, idempotencyKey) =>
        callEndpoint(endpoint.addEmailAlias, { params, body, idempotencyKey }),
    ),
    removeAlias: useEmailWrite(domain, (id: string, idempotencyKey) =>
      callEndpoint(endpoint.removeEmailAlias, { params: { ...params, id }, idempotencyKey }),
    ),
    setCatchAll: useEmailWrite(domain, (destination: string | null, idempotencyKey) =>
      callEndpoint(endpoint.setEmailCatchAll, { params, body: { destination }, idempotencyKey }),
    ),
    previewEnable: useMutation({
      mutationFn: () => callEndpoint(endpoint.previewEmailEnable, { params }),
    }),
    enable: useEmailWrite(domain, (basis: string, idempotencyKey) =>
      callEndpoint(endpoint.enableEmailRouting, { params, body: { basis }, idempotencyKey }),
    ),
  }
}

export type EmailWrites = ReturnType<typeof useEmailWrites>
