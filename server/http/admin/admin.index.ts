import type { Db } from '../../db/client'
import type { Router } from '../route'
import type { TrustedProxies } from '../trusted-proxies'
import { mountAdminCatalogRoutes } from './catalog.index'
import { mountAdminDomainRoutes } from './domains.index'
import { mountPromocodeActivation } from './promocode-activation'
import { mountAdminRecordRoutes } from './records.index'
import { mountReconciliationRoutes } from './reconciliation.index'
import { mountAdminReportRoutes } from './reports.index'
import { mountAdminSessionRoutes } from './session.index'
import { mountAdminUserRoutes } from './users.index'

export interface AdminRouteDeps {
  db: Db
  adminToken?: string
  trusted: TrustedProxies
}

/** Every /api/admin/* call, plus the user's promo code activation that shares their rules. */
export function mountAdminRoutes(router: Router, deps: AdminRouteDeps) {
  mountAdminSessionRoutes(router, deps)
  mountAdminUserRoutes(router, deps)
  mountAdminRecordRoutes(router, deps)
  mountAdminDomainRoutes(router, deps)
  mountAdminCatalogRoutes(router, deps)
  mountAdminReportRoutes(router, deps)
  mountReconciliationRoutes(router, deps)
  mountPromocodeActivation(router, deps)
}
