// Retry or refund a domain whose provisioning is stuck or failed; the money rules live with the
// buying code (server/core/refunds.ts), this adds the admin's checks and the audit entry.
import { refundAdminDomain, retryAdminDomain } from '@contract/admin-records.endpoints'
import type { Db } from '../../db/client'
import { findDomain } from '../../core/admin/records'
import { recordAudit } from '../../core/admin/audit'
import { refundFailedDomain, retryProvisioning } from '../../core/domains/provisioning'
import type { Router } from '../route'
import { presentDomain } from './admin.presenters'
import { conflict, idParam, notFound } from './params'

export function mountAdminDomainRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(retryAdminDomain, async ({ c }) => {
      const id = idParam(c, 'id')
      const before = await findDomain(db, id)
      if (!before) throw notFound('Domain')
      const result = await retryProvisioning(db, id)
      if (!result.ok && result.reason === 'not_found') throw notFound('Domain')
      if (!result.ok && result.reason === 'active')
        throw conflict('domain_active', `${before.domain} is already provisioned`)
      if (!result.ok)
        throw conflict(
          'domain_refunded',
          `${before.domain} failed and was refunded; it cannot be retried`,
        )
      await recordAudit(db, {
        actor: c.get('admin').actor,
        action: 'domain.retry',
        target: `domain:${id}`,
        before: { status: before.status },
        after: { job_id: result.jobId },
      })
      const after = await findDomain(db, id)
      return c.json({ domain: presentDomain(after ?? before) })
    })
    .mount(refundAdminDomain, async ({ c }) => {
      const id = idParam(c, 'id')
      const before = await findDomain(db, id)
      if (!before) throw notFound('Domain')
      const result = await refundFailedDomain(db, id, 'Refunded by an admin')
      if (!result.ok && result.reason === 'not_found') throw notFound('Domain')
      if (!result.ok && result.reason === 'registered')
        throw conflict(
          'domain_registered',
          `${before.domain} is registered to its buyer; it is being set up, not refunded`,
        )
      if (!result.ok)
        throw conflict(
          'domain_active',
          `${before.domain} is provisioned; only a failed or stuck domain is refunded`,
        )
      if (result.refunded) {
        await recordAudit(db, {
          actor: c.get('admin').actor,
          action: 'domain.refund',
          target: `domain:${id}`,
          before: { status: before.status },
          after: { status: 'failed', refunded_cents: result.amountCents },
        })
      }
      const after = await findDomain(db, id)
      return c.json({ domain: presentDomain(after ?? before) })
    })
}
