import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createAdminPromocode,
  deactivateAdminPromocode,
  listAdminPromocodes,
} from '@contract/admin-catalog.endpoints'
import type { AdminPromocodeCreate } from '@contract/admin-catalog'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'

export const adminPromocodesQueryOptions = defineQuery(adminKeys.promocodes, () =>
  queryOptions({
    queryKey: adminKeys.promocodes,
    queryFn: ({ signal }) => callEndpoint(listAdminPromocodes, { signal }),
  }),
)

export const useAdminPromocodes = () => useQuery(adminPromocodesQueryOptions())

export function useCreatePromocode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminPromocodeCreate) => callEndpoint(createAdminPromocode, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promocodes }),
  })
}

export function useDeactivatePromocode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => callEndpoint(deactivateAdminPromocode, { params: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promocodes }),
  })
}
