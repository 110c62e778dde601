import { endpoint } from './endpoint'
import {
  authCodeRequest,
  authCodeResponse,
  dnssecRequest,
  lockRequest,
  privacyRequest,
  registrarControls,
} from './registrar'

const base = '/api/user/domains/:domain/registrar'

export const getRegistrarControls = endpoint({
  methods: ['get'],
  path: base,
  auth: 'user',
  summary:
    'WHOIS privacy, transfer lock (with the registry lock date) and DNSSEC of an owned domain',
  response: registrarControls,
})

export const setPrivacy = endpoint({
  methods: ['post'],
  path: `${base}/privacy`,
  auth: 'user',
  summary: 'Turn WHOIS privacy on or off at the registrar (free)',
  body: privacyRequest,
  response: registrarControls,
})

export const setRegistrarLock = endpoint({
  methods: ['post'],
  path: `${base}/lock`,
  auth: 'user',
  summary:
    'Lock or unlock transfers at the registrar; 409 transfer_locked (with `until`) during the registry lock',
  body: lockRequest,
  response: registrarControls,
})

export const revealAuthCode = endpoint({
  methods: ['post'],
  path: `${base}/auth-code`,
  auth: 'user',
  summary:
    'The transfer auth code of an unlocked domain (409 domain_locked otherwise); never stored',
  body: authCodeRequest,
  // The answer is a credential: it is never kept as an Idempotency-Key replay.
  idempotent: false,
  response: authCodeResponse,
})

export const setDnssec = endpoint({
  methods: ['post'],
  path: `${base}/dnssec`,
  auth: 'user',
  summary:
    'Turn DNSSEC on (CDN signs, DS to the registrar) or off (DS removed first); runs as a job, the state shows progress',
  body: dnssecRequest,
  response: registrarControls,
})
