import { renewDomain } from '@contract/renewal.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { useMoneyMutation } from '@/lib/offline/use-money-mutation'
import { queryKeys } from '@/lib/query-keys'

export interface RenewVariables {
  domain: string
  years: number
  /** Made once per press; every retry after a lost answer reuses it. */
  idempotencyKey: string
}

export const useRenewDomain = () =>
  useMoneyMutation({
    mutationKey: ['domain-renew'],
    send: ({ domain, years }: RenewVariables, key) =>
      callEndpoint(renewDomain, { body: { domain, duration: years }, idempotencyKey: key }),
    keyOf: (v) => v.idempotencyKey,
    refresh: [queryKeys.profile, queryKeys.userDomains],
  })
