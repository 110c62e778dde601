import { endpoint } from './endpoint'
import {
  buyMaintenanceStatus,
  maintenanceSetRequest,
  maintenanceSetResponse,
  maintenanceStatus,
  marketMaintenanceStatus,
} from './maintenance'

export const getMaintenanceStatus = endpoint({
  methods: ['get'],
  path: '/api/maintenance/status',
  auth: 'public',
  summary: 'General maintenance switch and message, with the poll interval',
  response: maintenanceStatus,
})

export const getBuyMaintenanceStatus = endpoint({
  methods: ['get'],
  path: '/api/maintenance/buy-status',
  auth: 'public',
  summary: 'Domain purchase maintenance switch and message',
  response: buyMaintenanceStatus,
})

export const getMarketMaintenanceStatus = endpoint({
  methods: ['get'],
  path: '/api/maintenance/market-status',
  auth: 'public',
  summary: 'After Market maintenance switch and message',
  response: marketMaintenanceStatus,
})

export const setMaintenance = endpoint({
  methods: ['post'],
  path: '/api/maintenance/set',
  auth: 'admin',
  summary: 'Turn general maintenance on or off and set its message',
  body: maintenanceSetRequest,
  response: maintenanceSetResponse,
})

export const setBuyMaintenance = endpoint({
  methods: ['post'],
  path: '/api/maintenance/buy-set',
  auth: 'admin',
  summary: 'Turn domain purchase maintenance on or off and set its message',
  body: maintenanceSetRequest,
  response: maintenanceSetResponse,
})

export const setMarketMaintenance = endpoint({
  methods: ['post'],
  path: '/api/maintenance/market-set',
  auth: 'admin',
  summary: 'Turn After Market maintenance on or off and set its message',
  body: maintenanceSetRequest,
  response: maintenanceSetResponse,
})
