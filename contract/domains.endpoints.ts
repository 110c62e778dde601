import { resource } from './endpoint'
import { transactionsResponse, userDomainsResponse } from './domains'

const user = resource('user', {
  'GET POST /api/user/domains':
    'The signed-in user’s domains with status, name servers and CDN credentials',
  'GET POST /api/user/transactions': 'The signed-in user’s ledger entries, newest first',
})

export const getUserDomains = user.read('/api/user/domains', { response: userDomainsResponse })

export const getTransactions = user.read('/api/user/transactions', {
  response: transactionsResponse,
})
