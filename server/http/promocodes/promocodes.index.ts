import type { Db } from '../../db/client'
import type { Router } from '../route'
import { mountPromocodeActivationRoutes } from './activation'
import { mountAdminPromocodeRoutes } from './admin.index'

/** Promo codes: the admin console's list and form, and the user's activation. */
export function mountPromocodeRoutes(router: Router, deps: { db: Db }) {
  mountAdminPromocodeRoutes(router, deps)
  mountPromocodeActivationRoutes(router, deps)
}
