import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  createAdminListing,
  listAdminListings,
  updateAdminListing,
} from '@contract/admin-listings.endpoints'
import type { AdminListingCreate, AdminListingUpdate } from '@contract/admin-listings'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { useAdminWrite } from './admin-write'
import { defineQuery } from '@/lib/query-registry'

export const adminListingsQueryOptions = defineQuery(adminKeys.listings, () =>
  queryOptions({
    queryKey: adminKeys.listings,
    queryFn: ({ signal }) => callEndpoint(listAdminListings, { signal }),
  }),
)

export const useAdminListings = () => useQuery(adminListingsQueryOptions())

export const useCreateListing = () =>
  useAdminWrite(
    (body: AdminListingCreate) => callEndpoint(createAdminListing, { body }),
    adminKeys.listings,
  )

export const useUpdateListing = () =>
  useAdminWrite(
    ({ id, ...body }: AdminListingUpdate & { id: number }) =>
      callEndpoint(updateAdminListing, { params: { id: String(id) }, body }),
    adminKeys.listings,
  )
