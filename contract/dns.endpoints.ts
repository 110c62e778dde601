import { endpoint } from './endpoint'
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

export const listDnsRecords = endpoint({
  methods: ['get'],
  path: '/api/user/domains/:domain/dns',
  auth: 'user',
  summary: 'DNS records of a domain the user owns (404 otherwise, 409 before its zone exists)',
  response: dnsListResponse,
})

export const createDnsRecord = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/dns',
  auth: 'user',
  summary: 'Add a DNS record through the CDN; content is validated per type',
  body: dnsCreateRequest,
  response: dnsCreateResponse,
})

export const deleteDnsRecord = endpoint({
  methods: ['delete'],
  path: '/api/user/domains/:domain/dns/:id',
  auth: 'user',
  summary: 'Delete a DNS record (404 when the record is not in this domain’s zone)',
  response: dnsDeleteResponse,
})

export const setSslMode = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/cloudflare/ssl',
  auth: 'user',
  summary: 'Set the CDN SSL mode (off, flexible, full, strict) and store it on the domain',
  body: sslRequest,
  response: sslResponse,
})

export const setDdosProtection = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/cloudflare/ddos',
  auth: 'user',
  summary: 'Set the CDN security level (low, medium, high, under_attack) and store it',
  body: ddosRequest,
  response: ddosResponse,
})
