import { getAdminReconciliation } from '@contract/admin-reports.endpoints'
import type { Db } from '../../db/client'
import { lastReconciliation } from '../../core/domains/reconcile'
import type { Router } from '../route'

export function mountReconciliationRoutes(router: Router, { db }: { db: Db }) {
  router.mount(getAdminReconciliation, async ({ c }) =>
    c.json({ report: await lastReconciliation(db) }),
  )
}
