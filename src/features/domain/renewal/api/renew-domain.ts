import { renewDomain } from '@contract/renewal.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { useMoneyMutation, type Pressed } from '@/lib/offline/use-money-mutation'
import { queryKeys } from '@/lib/query-keys'

export type RenewVariables = Required<Pressed<{ domain: string; years: number }>>

export const useRenewDomain = () =>
  useMoneyMutation({
    mutationKey: ['domain-renew'],
    send: ({ domain, years }: RenewVariables, key) =>
      callEndpoint(renewDomain, { body: { domain, duration: years }, idempotencyKey: key }),
    refresh: [queryKeys.profile, queryKeys.userDomains],
  })
