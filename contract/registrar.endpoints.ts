import type { z } from 'zod/mini'
import { resource } from './endpoint'
import {
  authCodeRequest,
  authCodeResponse,
  dnssecRequest,
  lockRequest,
  privacyRequest,
  registrarControls,
} from './registrar'

const user = resource('user', {
  'GET /api/user/domains/:domain/registrar':
    'WHOIS privacy, transfer lock (with the registry lock date) and DNSSEC of an owned domain',
  'POST /api/user/domains/:domain/registrar/privacy':
    'Turn WHOIS privacy on or off at the registrar (free)',
  'POST /api/user/domains/:domain/registrar/lock':
    'Lock or unlock transfers at the registrar; 409 transfer_locked (with `until`) during the registry lock',
  'POST /api/user/domains/:domain/registrar/auth-code':
    'The transfer auth code of an unlocked domain (409 domain_locked otherwise); never stored',
  'POST /api/user/domains/:domain/registrar/dnssec':
    'Turn DNSSEC on (CDN signs, DS to the registrar) or off (DS removed first); runs as a job, the state shows progress',
})

/** A change of one setting at its own path, answered with all of them. */
const change = <B extends z.ZodMiniType>(setting: 'privacy' | 'lock' | 'dnssec', body: B) =>
  user.post(`/api/user/domains/:domain/registrar/${setting}`, { body, response: registrarControls })

export const getRegistrarControls = user.get('/api/user/domains/:domain/registrar', {
  response: registrarControls,
})

export const setPrivacy = change('privacy', privacyRequest)
export const setRegistrarLock = change('lock', lockRequest)
export const setDnssec = change('dnssec', dnssecRequest)

export const revealAuthCode = user.post('/api/user/domains/:domain/registrar/auth-code', {
  body: authCodeRequest,
  // The answer is a credential: it is never kept as an Idempotency-Key replay.
  idempotent: false,
  response: authCodeResponse,
})
