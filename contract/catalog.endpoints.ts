import { resource } from './endpoint'
import {
  domainPricesRequest,
  domainPricesResponse,
  searchRequest,
  searchResponse,
  suggestionsResponse,
} from './catalog'

const anyone = resource('public', {
  'POST /api/domain-prices':
    'Retail price and renewal of every TLD sold (USD), from the cached price list',
  'POST /api/search':
    'Candidates for a word or a domain with retail prices and availability (one batched registrar check, cached briefly)',
  'POST /api/suggestions':
    'Available alternatives to a word or a domain beside the search rows: common prefixes and suffixes, hyphenation, plural and singular, in the zone asked for and the cheapest other (one registrar batch, cached like search)',
})

export const getDomainPrices = anyone.post('/api/domain-prices', {
  idempotent: false,
  body: domainPricesRequest,
  response: domainPricesResponse,
})

export const searchDomains = anyone.post('/api/search', {
  idempotent: false,
  body: searchRequest,
  response: searchResponse,
})

export const suggestDomains = anyone.post('/api/suggestions', {
  idempotent: false,
  body: searchRequest,
  response: suggestionsResponse,
})
