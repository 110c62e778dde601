import { resource } from './endpoint'
import {
  autoRenewDefault,
  lifecycleRunResponse,
  lifecycleSwitchRequest,
  lifecycleSwitchResponse,
  sandboxExpiryRequest,
  sandboxExpiryResponse,
} from './lifecycle'

const user = resource('user', {
  'POST /api/user/domains/:domain/lifecycle':
    'Turn auto-renew from the balance or expiry reminders on or off for one owned domain',
  'GET /api/user/auto-renew-default': 'Whether names bought from now on renew automatically',
  'POST /api/user/auto-renew-default':
    'Turn auto-renew on or off for names bought from now on (names owned keep their switch)',
})

const admin = resource('admin', {
  'POST /api/admin/lifecycle/run':
    'Run the expiry lifecycle now (states, reminders, auto-renewals, order notices); each happens once however often it runs',
  'POST /api/admin/sandbox/expiry':
    'Sandbox registrar only: move a name’s expiry to N days from now (404 otherwise)',
})

export const setDomainLifecycle = user.post('/api/user/domains/:domain/lifecycle', {
  body: lifecycleSwitchRequest,
  response: lifecycleSwitchResponse,
})

export const getAutoRenewDefault = user.get('/api/user/auto-renew-default', {
  response: autoRenewDefault,
})

export const setAutoRenewDefault = user.post('/api/user/auto-renew-default', {
  body: autoRenewDefault,
  response: autoRenewDefault,
})

export const runLifecycle = admin.post('/api/admin/lifecycle/run', {
  response: lifecycleRunResponse,
})

export const setSandboxExpiry = admin.post('/api/admin/sandbox/expiry', {
  body: sandboxExpiryRequest,
  response: sandboxExpiryResponse,
})
