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

export const getMaintenanceStatus = anyone.get('/api/maintenance/status', {
  response: maintenanceStatus,
})

export const getBuyMaintenanceStatus = anyone.get('/api/maintenance/buy-status', {
  response: buyMaintenanceStatus,
})

export const getMarketMaintenanceStatus = anyone.get('/api/maintenance/market-status', {
  response: marketMaintenanceStatus,
})

export const setMaintenance = admin.post('/api/maintenance/set', {
  body: maintenanceSetRequest,
  response: maintenanceSetResponse,
})

export const setBuyMaintenance = admin.post('/api/maintenance/buy-set', {
  body: maintenanceSetRequest,
  response: maintenanceSetResponse,
})

export const setMarketMaintenance = admin.post('/api/maintenance/market-set', {
  body: maintenanceSetRequest,
  response: maintenanceSetResponse,
})
