import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  getRegistrarControls,
  revealAuthCode,
  setDnssec,
  setPrivacy,
  setRegistrarLock,
} from '@contract/registrar.endpoints'
import type { RegistrarControlsView } from '@contract/registrar'
import { callEndpoint, newIdempotencyKey } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'

/** While DNSSEC is on its way (enabling, pending, disabling) the state refreshes this often. */
const DNSSEC_POLL_MS = 3000

export const registrarControlsKey = (domain: string) => ['domain-registrar', domain] as const

export const registrarControlsQueryOptions = defineQuery(['domain-registrar'], (domain: string) =>
  queryOptions({
    queryKey: registrarControlsKey(domain),
    queryFn: ({ signal }) => callEndpoint(getRegistrarControls, { params: { domain }, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.dnssec
      const moving = state === 'enabling' || state === 'pending' || state === 'disabling'
      return moving ? DNSSEC_POLL_MS : false
    },
  }),
)

export const useRegistrarControls = (domain: string) =>
  useQuery(registrarControlsQueryOptions(domain))

type Change =
  | { kind: 'privacy'; enabled: boolean }
  | { kind: 'lock'; locked: boolean }
  | { kind: 'dnssec'; enabled: boolean }

/** One registrar change; the answer is the new state, put straight into the cache. */
export function useRegistrarChange(domain: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: Change): Promise<RegistrarControlsView> => {
      const opts = { params: { domain }, idempotencyKey: newIdempotencyKey() }
      if (change.kind === 'privacy')
        return callEndpoint(setPrivacy, { ...opts, body: { enabled: change.enabled } })
      if (change.kind === 'lock')
        return callEndpoint(setRegistrarLock, { ...opts, body: { locked: change.locked } })
      return callEndpoint(setDnssec, { ...opts, body: { enabled: change.enabled } })
    },
    onSuccess: (view) => client.setQueryData(registrarControlsKey(domain), view),
  })
}

/** The auth code: asked for once, shown once, never cached. */
export function useRevealAuthCode(domain: string) {
  return useMutation({
    mutationFn: () => callEndpoint(revealAuthCode, { params: { domain }, body: { confirm: true } }),
  })
}
