import {
  getAutoRenewDefault,
  setAutoRenewDefault,
  setDomainLifecycle,
} from '@contract/lifecycle.endpoints'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import {
  autoRenewSince,
  setAutoRenewDefault as storeDefault,
  setDomainSwitches,
} from '../../core/renewal/auto-renew-switch'
import { getSettings } from '../../core/admin/settings'
import { managingDomain } from '../cdn-errors'
import { HttpError } from '../errors'
import type { AppEnv } from '../env'
import type { Router } from '../route'
import { presentLifecycle } from './lifecycle.presenter'

const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? ''

export function mountLifecycleRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(setDomainLifecycle, ({ c, body }) =>
      managingDomain(async () => {
        const userId = c.get('user').tgId
        const row = await setDomainSwitches(db, userId, param(c, 'domain'), {
          autoRenew: body.auto_renew,
          remindersMuted: body.reminders_muted,
        })
        const since = await autoRenewSince(db, userId)
        const lifecycle = presentLifecycle(row, await getSettings(db), since, new Date())
        if (!lifecycle)
          throw new HttpError(409, 'domain_not_ready', 'The domain is still being registered.')
        return c.json({ lifecycle })
      }),
    )
    .mount(getAutoRenewDefault, async ({ c }) =>
      c.json({ enabled: (await autoRenewSince(db, c.get('user').tgId)) !== null }),
    )
    .mount(setAutoRenewDefault, async ({ c, body }) => {
      await storeDefault(db, c.get('user').tgId, body.enabled)
      return c.json({ enabled: body.enabled })
    })
}
