import { endpoint } from './endpoint'
import {
  dnsChangeApplyRequest,
  dnsChangeList,
  dnsChangeParams,
  dnsChangePreview,
  dnsChangeRequest,
  dnsChangeResponse,
} from './dns-changes'

export const previewDnsChange = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/dns/changes/preview',
  auth: 'user',
  summary:
    'What a record edit or template would add, change and remove, and the conflicts; changes nothing',
  body: dnsChangeRequest,
  idempotent: false,
  response: dnsChangePreview,
})

export const applyDnsChange = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/dns/changes',
  auth: 'user',
  summary:
    'Apply a previewed change (409 stale_preview when the records changed since the preview)',
  body: dnsChangeApplyRequest,
  response: dnsChangeResponse,
})

export const listDnsChanges = endpoint({
  methods: ['get'],
  path: '/api/user/domains/:domain/dns/changes',
  auth: 'user',
  summary: 'The domain’s DNS change history, newest first',
  response: dnsChangeList,
})

export const undoDnsChange = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/dns/changes/:id/undo',
  auth: 'user',
  summary: 'Revert the newest applied change (409 naming what changed when the zone moved on)',
  params: dnsChangeParams,
  response: dnsChangeResponse,
})
