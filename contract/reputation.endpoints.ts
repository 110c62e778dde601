import { z } from 'zod/mini'
import { domainName } from './cart'
import { resource } from './endpoint'
import {
  flaggedDomainsResponse,
  reputationCheckRequest,
  reputationCheckResponse,
  reputationHistoryResponse,
} from './reputation'

const user = resource('user', {
  'POST /api/user/reputation/check':
    'Check an active owned domain now against VirusTotal and Google Safe Browsing; the owner is told in the chat of anything new (404 when not an active domain of theirs)',
  'GET /api/user/domains/:domain/reputation':
    'The reputation checks of an owned domain, newest first',
})

export const checkReputation = user.post('/api/user/reputation/check', {
  body: reputationCheckRequest,
  response: reputationCheckResponse,
})

export const reputationHistory = user.get('/api/user/domains/:domain/reputation', {
  params: z.object({ domain: domainName }),
  response: reputationHistoryResponse,
})

const admin = resource('admin', {
  'GET /api/admin/reputation':
    'Active domains whose latest reputation check has a VirusTotal detection or a Safe Browsing listing',
})

export const flaggedDomains = admin.get('/api/admin/reputation', {
  response: flaggedDomainsResponse,
})
