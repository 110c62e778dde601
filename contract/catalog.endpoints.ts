import { endpoint } from './endpoint'
import { domainPricesRequest, domainPricesResponse, searchRequest, searchResponse } from './catalog'

export const getDomainPrices = endpoint({
  methods: ['post'],
  path: '/api/domain-prices',
  auth: 'public',
  idempotent: false,
  summary: 'Retail price and renewal of every TLD sold (USD), from the cached price list',
  body: domainPricesRequest,
  response: domainPricesResponse,
})

export const searchDomains = endpoint({
  methods: ['post'],
  path: '/api/search',
  auth: 'public',
  idempotent: false,
  summary:
    'Candidates for a word or a domain with retail prices and availability (one batched registrar check, cached briefly)',
  body: searchRequest,
  response: searchResponse,
})
