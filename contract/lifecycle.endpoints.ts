import { endpoint } from './endpoint'
import { autoRenewDefault, lifecycleSwitchRequest, lifecycleSwitchResponse } from './lifecycle'

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
