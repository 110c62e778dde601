import { z } from 'zod'
import { int4IdParam } from './admin'
import { endpoint } from './endpoint'
import {
  activatePromocodeRequest,
  activatePromocodeResponse,
  adminListingCreate,
  adminListingResponse,
  adminListingUpdate,
  adminListingsResponse,
  adminPromocodeCreate,
  adminPromocodeResponse,
  adminPromocodesResponse,
  adminSettings,
  adminSettingsUpdate,
} from './admin-catalog'

export const listAdminPromocodes = endpoint({
  methods: ['get'],
  path: '/api/admin/promocodes',
  auth: 'admin',
  summary: 'Promo codes with their usage',
  response: adminPromocodesResponse,
})

export const createAdminPromocode = endpoint({
  methods: ['post'],
  path: '/api/admin/promocodes',
  auth: 'admin',
  summary: 'Create a promo code (409 when the code exists)',
  body: adminPromocodeCreate,
  response: adminPromocodeResponse,
})

export const deactivateAdminPromocode = endpoint({
  methods: ['post'],
  path: '/api/admin/promocodes/:code/deactivate',
  auth: 'admin',
  summary: 'Stop a promo code from being activated',
  response: adminPromocodeResponse,
})

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

export const getAdminSettings = endpoint({
  methods: ['get'],
  path: '/api/admin/settings',
  auth: 'admin',
  summary: 'Every operator setting',
  response: adminSettings,
})

export const updateAdminSettings = endpoint({
  methods: ['put'],
  path: '/api/admin/settings',
  auth: 'admin',
  summary: 'Change some operator settings; answers all of them',
  body: adminSettingsUpdate,
  response: adminSettings,
})

/** Refusals answer 404/409 with `activatePromocodeError` (contract/admin-catalog.ts). */
export const activatePromocode = endpoint({
  methods: ['post'],
  path: '/api/user/activate-promocode',
  auth: 'user',
  summary: 'Activate a promo code: credits the balance once per user',
  body: activatePromocodeRequest,
  response: activatePromocodeResponse,
})
