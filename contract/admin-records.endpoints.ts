import { z } from 'zod'
import { bigIdParam } from './admin'
import { endpoint } from './endpoint'
import {
  adminDomainResponse,
  adminDomainsQuery,
  adminDomainsResponse,
  adminTransactionsQuery,
  adminTransactionsResponse,
} from './admin-records'

export const listAdminDomains = endpoint({
  methods: ['get'],
  path: '/api/admin/domains',
  auth: 'admin',
  summary: 'All domains with status and owner',
  query: adminDomainsQuery,
  response: adminDomainsResponse,
})

export const retryAdminDomain = endpoint({
  methods: ['post'],
  path: '/api/admin/domains/:id/retry',
  auth: 'admin',
  params: z.object({ id: bigIdParam }),
  summary: 'Queue the provisioning of a failed or stuck domain again',
  response: adminDomainResponse,
})

export const refundAdminDomain = endpoint({
  methods: ['post'],
  path: '/api/admin/domains/:id/refund',
  auth: 'admin',
  params: z.object({ id: bigIdParam }),
  summary: 'Refund a domain whose provisioning failed (once)',
  response: adminDomainResponse,
})

export const listAdminTransactions = endpoint({
  methods: ['get'],
  path: '/api/admin/transactions',
  auth: 'admin',
  summary: 'Ledger entries filtered by type, status, user and date',
  query: adminTransactionsQuery,
  response: adminTransactionsResponse,
})
