import { z } from 'zod/mini'
import { bigIdParam } from './admin'
import { resource } from './endpoint'
import {
  adminDomainResponse,
  adminDomainsQuery,
  adminDomainsResponse,
  adminTransactionsQuery,
  adminTransactionsResponse,
} from './admin-records'

const admin = resource('admin', {
  'GET /api/admin/domains': 'All domains with status and owner',
  'POST /api/admin/domains/:id/retry': 'Queue the provisioning of a failed or stuck domain again',
  'POST /api/admin/domains/:id/refund': 'Refund a domain whose provisioning failed (once)',
  'GET /api/admin/transactions': 'Ledger entries filtered by type, status, user and date',
})

export const listAdminDomains = admin.get('/api/admin/domains', {
  query: adminDomainsQuery,
  response: adminDomainsResponse,
})

export const retryAdminDomain = admin.post('/api/admin/domains/:id/retry', {
  params: z.object({ id: bigIdParam }),
  response: adminDomainResponse,
})

export const refundAdminDomain = admin.post('/api/admin/domains/:id/refund', {
  params: z.object({ id: bigIdParam }),
  response: adminDomainResponse,
})

export const listAdminTransactions = admin.get('/api/admin/transactions', {
  query: adminTransactionsQuery,
  response: adminTransactionsResponse,
})
