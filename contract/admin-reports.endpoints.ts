import { resource } from './endpoint'
import {
  adminAuditQuery,
  adminAuditResponse,
  adminReconciliationResponse,
  adminBansResponse,
  adminStatsQuery,
  adminStatsResponse,
  adminVisitsQuery,
  adminVisitsResponse,
} from './admin-reports'

const admin = resource('admin', {
  'GET /api/admin/stats': 'Revenue, deposits, new users and purchases per day over a range',
  'GET /api/admin/visits': 'Page visits per path and day over a range',
  'GET /api/admin/bans': 'Banned users with reasons',
  'GET /api/admin/audit': 'The audit log of admin actions',
  'GET /api/admin/reconciliation':
    'The last nightly reconciliation: registrar domains and ledger balances that disagree',
})

export const getAdminStats = admin.get('/api/admin/stats', {
  query: adminStatsQuery,
  response: adminStatsResponse,
})

export const getAdminVisits = admin.get('/api/admin/visits', {
  query: adminVisitsQuery,
  response: adminVisitsResponse,
})

export const listAdminBans = admin.get('/api/admin/bans', { response: adminBansResponse })

export const listAdminAudit = admin.get('/api/admin/audit', {
  query: adminAuditQuery,
  response: adminAuditResponse,
})

export const getAdminReconciliation = admin.get('/api/admin/reconciliation', {
  response: adminReconciliationResponse,
})
