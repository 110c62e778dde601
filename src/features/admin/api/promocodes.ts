import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createAdminPromocode,
  deactivateAdminPromocode,
  listAdminPromocodes,
} from '@contract/promocodes.endpoints'
import type { AdminPromocodeCreate } from '@contract/promocodes'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'

export const adminPromocodesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.promocodes,
    queryFn: ({ signal }) => callEndpoint(listAdminPromocodes, { signal }),
  })

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
