import { resource } from './endpoint'
import {
  ddosRequest,
  ddosResponse,
  dnsCreateRequest,
  dnsCreateResponse,
  dnsDeleteResponse,
  dnsListResponse,
  sslRequest,
  sslResponse,
} from './dns'

const owner = resource('user', {
  'GET /api/user/domains/:domain/dns':
    'DNS records of a domain the user owns (404 otherwise, 409 before its zone exists)',
  'POST /api/user/domains/:domain/dns':
    'Add a DNS record without a preview (the offline queue’s write): a change kept in the history and undoable; content is validated per type; 409 needs_preview when other records would have to go, no_changes when it is there already, busy while another change runs',
  'DELETE /api/user/domains/:domain/dns/:id':
    'Delete a DNS record without a preview: a change kept in the history and undoable (404 when the record is not in this domain’s zone)',
  'POST /api/user/domains/:domain/cloudflare/ssl':
    'Set the CDN SSL mode (off, flexible, full, strict) and store it on the domain',
  'POST /api/user/domains/:domain/cloudflare/ddos':
    'Set the CDN security level (low, medium, high, under_attack) and store it',
})

export const listDnsRecords = owner.get('/api/user/domains/:domain/dns', {
  response: dnsListResponse,
})

export const createDnsRecord = owner.post('/api/user/domains/:domain/dns', {
  body: dnsCreateRequest,
  response: dnsCreateResponse,
})

export const deleteDnsRecord = owner.delete('/api/user/domains/:domain/dns/:id', {
  response: dnsDeleteResponse,
})

export const setSslMode = owner.post('/api/user/domains/:domain/cloudflare/ssl', {
  body: sslRequest,
  response: sslResponse,
})

export const setDdosProtection = owner.post('/api/user/domains/:domain/cloudflare/ddos', {
  body: ddosRequest,
  response: ddosResponse,
})
