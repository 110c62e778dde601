import { endpoint } from './endpoint'
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

export const getAdminStats = endpoint({
  methods: ['get'],
  path: '/api/admin/stats',
  auth: 'admin',
  summary: 'Revenue, deposits, new users and purchases per day over a range',
  query: adminStatsQuery,
  response: adminStatsResponse,
})

export const getAdminVisits = endpoint({
  methods: ['get'],
  path: '/api/admin/visits',
  auth: 'admin',
  summary: 'Page visits per path and day over a range',
  query: adminVisitsQuery,
  response: adminVisitsResponse,
})

export const listAdminBans = endpoint({
  methods: ['get'],
  path: '/api/admin/bans',
  auth: 'admin',
  summary: 'Banned users with reasons',
  response: adminBansResponse,
})

export const listAdminAudit = endpoint({
  methods: ['get'],
  path: '/api/admin/audit',
  auth: 'admin',
  summary: 'The audit log of admin actions',
  query: adminAuditQuery,
  response: adminAuditResponse,
})

export const getAdminReconciliation = endpoint({
  methods: ['get'],
  path: '/api/admin/reconciliation',
  auth: 'admin',
  summary: 'The last nightly reconciliation: registrar domains and ledger balances that disagree',
  response: adminReconciliationResponse,
})
