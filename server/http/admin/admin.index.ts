import type { Db } from '../../db/client'
import type { Router } from '../route'
import type { TrustedProxies } from '../trusted-proxies'
import { mountAdminDomainRoutes } from './domains.index'
import { mountAdminListingRoutes } from './listings.index'
import { mountOperatorSettingsRoutes } from './operator-settings.index'
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

/** The /api/admin/* calls of the admin console (promo codes mount from http/promocodes). */
export function mountAdminRoutes(router: Router, deps: AdminRouteDeps) {
  mountAdminSessionRoutes(router, deps)
  mountAdminUserRoutes(router, deps)
  mountAdminRecordRoutes(router, deps)
  mountAdminDomainRoutes(router, deps)
  mountAdminListingRoutes(router, deps)
  mountOperatorSettingsRoutes(router, deps)
  mountAdminReportRoutes(router, deps)
  mountReconciliationRoutes(router, deps)
}
