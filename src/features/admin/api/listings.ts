import {
  createAdminListing,
  listAdminListings,
  updateAdminListing,
} from '@contract/admin-listings.endpoints'
import type { AdminListingCreate, AdminListingUpdate } from '@contract/admin-listings'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineAdminCollection } from './admin-collection'

const listings = defineAdminCollection(adminKeys.listings, listAdminListings)

export const useAdminListings = listings.useList

export const useCreateListing = () =>
  listings.useWrite((body: AdminListingCreate) => callEndpoint(createAdminListing, { body }))

export const useUpdateListing = () =>
  listings.useWrite(({ id, ...body }: AdminListingUpdate & { id: number }) =>
    callEndpoint(updateAdminListing, { params: { id: String(id) }, body }),
  )
