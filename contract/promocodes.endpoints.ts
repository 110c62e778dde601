import { endpoint } from './endpoint'
import {
  activatePromocodeRequest,
  activatePromocodeResponse,
  adminPromocodeCreate,
  adminPromocodeResponse,
  adminPromocodesResponse,
} from './promocodes'

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

/** Refusals answer 404/409 with `activatePromocodeError` (contract/promocodes.ts). */
export const activatePromocode = endpoint({
  methods: ['post'],
  path: '/api/user/activate-promocode',
  auth: 'user',
  summary: 'Activate a promo code: credits the balance once per user',
  body: activatePromocodeRequest,
  response: activatePromocodeResponse,
})
