import { resource } from './endpoint'
import {
  dnsChangeApplyRequest,
  dnsChangeList,
  dnsChangeParams,
  dnsChangePreview,
  dnsChangeRequest,
  dnsChangeResponse,
} from './dns-changes'

const owner = resource('user', {
  'POST /api/user/domains/:domain/dns/changes/preview':
    'What a record edit, template or redirect would add, change and remove, and the conflicts; changes nothing',
  'POST /api/user/domains/:domain/dns/changes':
    'Apply a previewed change (409 stale_preview when the records or redirects changed since the preview, or another change of the domain is being applied)',
  'GET /api/user/domains/:domain/dns/changes': 'The domain’s DNS change history, newest first',
  'POST /api/user/domains/:domain/dns/changes/:id/undo':
    'Revert the newest applied change (409 naming what changed when the zone moved on)',
})

export const previewDnsChange = owner.post('/api/user/domains/:domain/dns/changes/preview', {
  body: dnsChangeRequest,
  idempotent: false,
  response: dnsChangePreview,
})

export const applyDnsChange = owner.post('/api/user/domains/:domain/dns/changes', {
  body: dnsChangeApplyRequest,
  response: dnsChangeResponse,
})

export const listDnsChanges = owner.get('/api/user/domains/:domain/dns/changes', {
  response: dnsChangeList,
})

export const undoDnsChange = owner.post('/api/user/domains/:domain/dns/changes/:id/undo', {
  params: dnsChangeParams,
  response: dnsChangeResponse,
})
