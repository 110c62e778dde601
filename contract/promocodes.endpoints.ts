import { resource } from './endpoint'
import {
  activatePromocodeRequest,
  activatePromocodeResponse,
  adminPromocodeCreate,
  adminPromocodeResponse,
  adminPromocodesResponse,
} from './promocodes'

const admin = resource('admin', {
  'GET /api/admin/promocodes': 'Promo codes with their usage',
  'POST /api/admin/promocodes': 'Create a promo code (409 when the code exists)',
  'POST /api/admin/promocodes/:code/deactivate': 'Stop a promo code from being activated',
})

const user = resource('user', {
  'POST /api/user/activate-promocode': 'Activate a promo code: credits the balance once per user',
})

export const listAdminPromocodes = admin.get('/api/admin/promocodes', {
  response: adminPromocodesResponse,
})

export const createAdminPromocode = admin.post('/api/admin/promocodes', {
  body: adminPromocodeCreate,
  response: adminPromocodeResponse,
})

export const deactivateAdminPromocode = admin.post('/api/admin/promocodes/:code/deactivate', {
  response: adminPromocodeResponse,
})

/** Refusals answer 404/409 with `activatePromocodeError` (contract/promocodes.ts). */
export const activatePromocode = user.post('/api/user/activate-promocode', {
  body: activatePromocodeRequest,
  response: activatePromocodeResponse,
})
