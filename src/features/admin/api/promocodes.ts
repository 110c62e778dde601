import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  createAdminPromocode,
  deactivateAdminPromocode,
  listAdminPromocodes,
} from '@contract/promocodes.endpoints'
import type { AdminPromocodeCreate } from '@contract/promocodes'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { useAdminWrite } from './admin-write'
import { defineQuery } from '@/lib/query-registry'

export const adminPromocodesQueryOptions = defineQuery(adminKeys.promocodes, () =>
  queryOptions({
    queryKey: adminKeys.promocodes,
    queryFn: ({ signal }) => callEndpoint(listAdminPromocodes, { signal }),
  }),
)

export const useAdminPromocodes = () => useQuery(adminPromocodesQueryOptions())

export const useCreatePromocode = () =>
  useAdminWrite(
    (body: AdminPromocodeCreate) => callEndpoint(createAdminPromocode, { body }),
    adminKeys.promocodes,
  )

export const useDeactivatePromocode = () =>
  useAdminWrite(
    (code: string) => callEndpoint(deactivateAdminPromocode, { params: { code } }),
    adminKeys.promocodes,
  )
