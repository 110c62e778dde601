import { z } from 'zod/mini'
import { int4IdParam } from './admin'
import {
  adminListingCreate,
  adminListingResponse,
  adminListingUpdate,
  adminListingsResponse,
} from './admin-listings'
import { resource } from './endpoint'

const admin = resource('admin', {
  'GET /api/admin/aftermarket': 'All After Market listings',
  'POST /api/admin/aftermarket':
    'List a domain on the After Market (409 when it is listed already)',
  'PATCH /api/admin/aftermarket/:id':
    'Change the price or description of a listing, delist or relist it',
})

export const listAdminListings = admin.get('/api/admin/aftermarket', {
  response: adminListingsResponse,
})

export const createAdminListing = admin.post('/api/admin/aftermarket', {
  body: adminListingCreate,
  response: adminListingResponse,
})

export const updateAdminListing = admin.patch('/api/admin/aftermarket/:id', {
  params: z.object({ id: int4IdParam }),
  body: adminListingUpdate,
  response: adminListingResponse,
})
