import {
  getBuyMaintenanceStatus,
  getMaintenanceStatus,
  getMarketMaintenanceStatus,
  setBuyMaintenance,
  setMaintenance,
  setMarketMaintenance,
} from '@contract/maintenance.endpoints'
import type { MaintenanceScope } from '@contract/maintenance'
import type { Db } from '../../db/client'
import { setMaintenanceMode, type MaintenanceReader } from '../../core/maintenance/maintenance'
import type { Router } from '../route'

export interface MaintenanceDeps {
  db: Db
  reader: MaintenanceReader
  pollMs: number
}

export function mountMaintenanceRoutes(router: Router, { db, reader, pollMs }: MaintenanceDeps) {
  router
    .mount(getMaintenanceStatus, async ({ c }) => {
      const { general } = await reader.get()
      return c.json({
        maintenance_mode: general.enabled,
        message: general.message,
        poll_ms: pollMs,
      })
    })
    .mount(getBuyMaintenanceStatus, async ({ c }) => {
      const { buy } = await reader.get()
      return c.json({
        buy_maintenance_mode: buy.enabled,
        buy_maintenance_message: buy.message,
        maintenance_mode: buy.enabled,
        message: buy.message,
        poll_ms: pollMs,
      })
    })
    .mount(getMarketMaintenanceStatus, async ({ c }) => {
      const { market } = await reader.get()
      return c.json({
        market_maintenance_mode: market.enabled,
        market_maintenance_message: market.message,
        maintenance_mode: market.enabled,
        message: market.message,
        poll_ms: pollMs,
      })
    })

  const setter = (scope: MaintenanceScope) => {
    const e =
      scope === 'general'
        ? setMaintenance
        : scope === 'buy'
          ? setBuyMaintenance
          : setMarketMaintenance
    router.mount(e, async ({ c, body }) => {
      const s = await setMaintenanceMode(
        db,
        scope,
        { enabled: body.maintenance_mode, message: body.message },
        c.get('admin').actor,
      )
      reader.invalidate()
      return c.json({
        success: true as const,
        scope,
        maintenance_mode: s.enabled,
        message: s.message,
      })
    })
  }
  setter('general')
  setter('buy')
  setter('market')
}
