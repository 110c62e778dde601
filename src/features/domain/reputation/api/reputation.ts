import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { reputationHistoryResponse } from '@contract/reputation'
import { checkReputation, reputationHistory } from '@contract/reputation.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'
import { awaitsVirusTotal, withCheck } from '../reputation-summary'

registerPersistedQuery(['domain-reputation'], reputationHistoryResponse)

/** While VirusTotal's part of the newest check waits for its budget, the history is asked again. */
const PENDING_POLL_MS = 15_000

export const reputationQueryOptions = defineQuery(['domain-reputation'], (domain: string) =>
  queryOptions({
    queryKey: ['domain-reputation', domain] as const,
    queryFn: ({ signal }) => callEndpoint(reputationHistory, { params: { domain }, signal }),
  }),
)

export const useReputation = (domain: string) =>
  useQuery({
    ...reputationQueryOptions(domain),
    refetchInterval: (q) =>
      q.state.data && awaitsVirusTotal(q.state.data.checks, Date.now()) ? PENDING_POLL_MS : false,
  })

/** "Check now": the answer goes on top of the cached history at once. */
export function useCheckReputation(domain: string) {
  const client = useQueryClient()
  const { queryKey } = reputationQueryOptions(domain)
  return useMutation({
    mutationFn: () => callEndpoint(checkReputation, { body: { domain } }),
    onSuccess: ({ check }) => client.setQueryData(queryKey, (old) => withCheck(old, check)),
  })
}
