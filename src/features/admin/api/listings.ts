import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createAdminListing,
  listAdminListings,
  updateAdminListing,
} from '@contract/admin-listings.endpoints'
import type { AdminListingCreate, AdminListingUpdate } from '@contract/admin-listings'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'

export const adminListingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.listings,
    queryFn: ({ signal }) => callEndpoint(listAdminListings, { signal }),
  })

export const useAdminListings = () => useQuery(adminListingsQueryOptions())

export function useCreateListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminListingCreate) => callEndpoint(createAdminListing, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.listings }),
  })
}

export function useUpdateListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: AdminListingUpdate & { id: number }) =>
      callEndpoint(updateAdminListing, { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.listings }),
  })
}
