import { runLifecycle, setSandboxExpiry } from '@contract/lifecycle.endpoints'
import type { Db } from '../../db/client'
import { moveSandboxExpiry } from '../../core/lifecycle/sandbox-clock'
import { lifecycleTick } from '../../core/lifecycle/lifecycle-runtime'
import type { Registrar } from '../../providers/types'
import { HttpError } from '../errors'
import type { Router } from '../route'

export function mountLifecycleAdminRoutes(
  router: Router,
  { db, registrar }: { db: Db; registrar: Registrar },
) {
  router
    .mount(runLifecycle, async ({ c }) => {
      const r = await lifecycleTick(db, c.get('log'))
      return c.json({
        moved: r.moved,
        reminders: r.reminders,
        auto_renewals: r.autoRenewals,
        order_notices: r.orders,
      })
    })
    .mount(setSandboxExpiry, async ({ c, body }) => {
      // Only the sandbox registry's clock is ours to move; a real registrar's is not.
      if (registrar.name !== 'sandbox')
        throw new HttpError(404, 'not_found', 'Only the sandbox registrar has this call.')
      const expiresAt = await moveSandboxExpiry(db, body.domain, body.expires_in_days)
      if (!expiresAt)
        throw new HttpError(
          404,
          'domain_not_found',
          'The sandbox registry does not hold it.',
          'domain',
        )
      return c.json({ domain: body.domain, expires_at: expiresAt.toISOString() })
    })
}
