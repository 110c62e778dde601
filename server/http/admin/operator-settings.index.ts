import { getAdminSettings, updateAdminSettings } from '@contract/operator-settings.endpoints'
import type { Db } from '../../db/client'
import { updateSettings } from '../../core/admin/operator-settings'
import { getSettings } from '../../core/admin/settings'
import type { Router } from '../route'

export function mountOperatorSettingsRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(getAdminSettings, async ({ c }) => c.json(await getSettings(db)))
    .mount(updateAdminSettings, async ({ c, body }) => {
      const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
      return c.json(await updateSettings(db, patch, c.get('admin').actor))
    })
}
