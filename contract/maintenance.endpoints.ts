import type { z } from 'zod/mini'
import { resource } from './endpoint'
import {
  buyMaintenanceStatus,
  maintenanceSetRequest,
  maintenanceSetResponse,
  maintenanceStatus,
  marketMaintenanceStatus,
} from './maintenance'

const anyone = resource('public', {
  'GET /api/maintenance/status': 'General maintenance switch and message, with the poll interval',
  'GET /api/maintenance/buy-status': 'Domain purchase maintenance switch and message',
  'GET /api/maintenance/market-status': 'After Market maintenance switch and message',
})

const admin = resource('admin', {
  'POST /api/maintenance/set': 'Turn general maintenance on or off and set its message',
  'POST /api/maintenance/buy-set': 'Turn domain purchase maintenance on or off and set its message',
  'POST /api/maintenance/market-set': 'Turn After Market maintenance on or off and set its message',
})

/**
 * One of the three switches, named by its path stem: anyone reads it at `<stem>status`, in its own
 * answer; an admin sets it at `<stem>set`, with the body and answer the three share.
 */
const maintenanceSwitch = <R extends z.ZodMiniType>(stem: '' | 'buy-' | 'market-', status: R) => ({
  status: anyone.get(`/api/maintenance/${stem}status`, { response: status }),
  set: admin.post(`/api/maintenance/${stem}set`, {
    body: maintenanceSetRequest,
    response: maintenanceSetResponse,
  }),
})

const general = maintenanceSwitch('', maintenanceStatus)
const buy = maintenanceSwitch('buy-', buyMaintenanceStatus)
const market = maintenanceSwitch('market-', marketMaintenanceStatus)

export const getMaintenanceStatus = general.status
export const getBuyMaintenanceStatus = buy.status
export const getMarketMaintenanceStatus = market.status
export const setMaintenance = general.set
export const setBuyMaintenance = buy.set
export const setMarketMaintenance = market.set
