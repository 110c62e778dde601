import { endpoint } from './endpoint'
import {
  autoRenewDefault,
  lifecycleRunResponse,
  lifecycleSwitchRequest,
  lifecycleSwitchResponse,
  sandboxExpiryRequest,
  sandboxExpiryResponse,
} from './lifecycle'

export const setDomainLifecycle = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/lifecycle',
  auth: 'user',
  summary: 'Turn auto-renew from the balance or expiry reminders on or off for one owned domain',
  body: lifecycleSwitchRequest,
  response: lifecycleSwitchResponse,
})

export const getAutoRenewDefault = endpoint({
  methods: ['get'],
  path: '/api/user/auto-renew-default',
  auth: 'user',
  summary: 'Whether names bought from now on renew automatically',
  response: autoRenewDefault,
})

export const setAutoRenewDefault = endpoint({
  methods: ['post'],
  path: '/api/user/auto-renew-default',
  auth: 'user',
  summary: 'Turn auto-renew on or off for names bought from now on (names owned keep their switch)',
  body: autoRenewDefault,
  response: autoRenewDefault,
})

export const runLifecycle = endpoint({
  methods: ['post'],
  path: '/api/admin/lifecycle/run',
  auth: 'admin',
  summary:
    'Run the expiry lifecycle now (states, reminders, auto-renewals, order notices); each happens once however often it runs',
  response: lifecycleRunResponse,
})

export const setSandboxExpiry = endpoint({
  methods: ['post'],
  path: '/api/admin/sandbox/expiry',
  auth: 'admin',
  summary: 'Sandbox registrar only: move a name’s expiry to N days from now (404 otherwise)',
  body: sandboxExpiryRequest,
  response: sandboxExpiryResponse,
})
