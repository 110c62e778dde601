import { resource } from './endpoint'
import { dnsChangePreview } from './dns-changes'
import {
  emailAliasRequest,
  emailAliasResponse,
  emailCatchAllRequest,
  emailDestinationParams,
  emailDestinationRequest,
  emailDestinationResponse,
  emailDoneResponse,
  emailEnableRequest,
  emailEnableResponse,
  emailRoutingView,
} from './email-routing'

const owner = resource('user', {
  'GET /api/user/domains/:domain/email':
    'Email forwarding of a domain: routing status, the owner’s destination addresses with their verification, aliases and the catch-all',
  'POST /api/user/domains/:domain/email/destinations':
    'Add a destination address; the CDN mails it a link to verify it (400 naming the field: not an address, already added, over the limit)',
  'DELETE /api/user/domains/:domain/email/destinations/:id':
    'Remove a destination address (409 while an alias or the catch-all forwards to it)',
  'POST /api/user/domains/:domain/email/destinations/:id/confirm':
    'The sandbox CDN only: confirm a destination as the link in its mail would (409 on the real CDN)',
  'POST /api/user/domains/:domain/email/aliases':
    'Forward alias@domain to a verified destination (400 naming the field: a bad alias, one that exists, an unverified destination, over the limit)',
  'DELETE /api/user/domains/:domain/email/aliases/:id': 'Stop forwarding an alias',
  'PUT /api/user/domains/:domain/email/catch-all':
    'Forward every other address of the domain to a verified destination, or (null) drop such mail',
  'POST /api/user/domains/:domain/email/enable/preview':
    'The DNS change turning routing on would make: its MX and SPF records and the records they replace; changes nothing',
  'POST /api/user/domains/:domain/email/enable':
    'Apply the previewed records (kept in the DNS history, undoable) and turn routing on (409 stale_preview when the zone changed since)',
})

export const getEmailRouting = owner.get('/api/user/domains/:domain/email', {
  response: emailRoutingView,
})
export const addEmailDestination = owner.post('/api/user/domains/:domain/email/destinations', {
  body: emailDestinationRequest,
  response: emailDestinationResponse,
})
export const removeEmailDestination = owner.delete(
  '/api/user/domains/:domain/email/destinations/:id',
  { params: emailDestinationParams, response: emailDoneResponse },
)
export const confirmEmailDestination = owner.post(
  '/api/user/domains/:domain/email/destinations/:id/confirm',
  { params: emailDestinationParams, response: emailDestinationResponse },
)
export const addEmailAlias = owner.post('/api/user/domains/:domain/email/aliases', {
  body: emailAliasRequest,
  response: emailAliasResponse,
})
export const removeEmailAlias = owner.delete('/api/user/domains/:domain/email/aliases/:id', {
  response: emailDoneResponse,
})
export const setEmailCatchAll = owner.put('/api/user/domains/:domain/email/catch-all', {
  body: emailCatchAllRequest,
  response: emailDoneResponse,
})
export const previewEmailEnable = owner.post('/api/user/domains/:domain/email/enable/preview', {
  idempotent: false,
  response: dnsChangePreview,
})
export const enableEmailRouting = owner.post('/api/user/domains/:domain/email/enable', {
  body: emailEnableRequest,
  response: emailEnableResponse,
})
