import { z } from 'zod'
import { int4IdParam } from './admin'
import {
  adminListingCreate,
  adminListingResponse,
  adminListingUpdate,
  adminListingsResponse,
} from './admin-listings'
import { endpoint } from './endpoint'

export const listAdminListings = endpoint({
  methods: ['get'],
  path: '/api/admin/aftermarket',
  auth: 'admin',
  summary: 'All After Market listings',
  response: adminListingsResponse,
})

export const createAdminListing = endpoint({
  methods: ['post'],
  path: '/api/admin/aftermarket',
  auth: 'admin',
  summary: 'List a domain on the After Market (409 when it is listed already)',
  body: adminListingCreate,
  response: adminListingResponse,
})

export const updateAdminListing = endpoint({
  methods: ['patch'],
  path: '/api/admin/aftermarket/:id',
  auth: 'admin',
  params: z.object({ id: int4IdParam }),
  summary: 'Change the price or description of a listing, delist or relist it',
  body: adminListingUpdate,
  response: adminListingResponse,
})
