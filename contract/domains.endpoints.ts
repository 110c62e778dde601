import { endpoint } from './endpoint'
import { transactionsResponse, userDomainsResponse } from './domains'

export const getUserDomains = endpoint({
  methods: ['get', 'post'],
  path: '/api/user/domains',
  auth: 'user',
  summary: 'The signed-in user’s domains with status, name servers and CDN credentials',
  response: userDomainsResponse,
})

export const getTransactions = endpoint({
  methods: ['get', 'post'],
  path: '/api/user/transactions',
  auth: 'user',
  summary: 'The signed-in user’s ledger entries, newest first',
  response: transactionsResponse,
})
