import { endpoint } from './endpoint'
import { adminSettings, adminSettingsUpdate } from './operator-settings'

export const getAdminSettings = endpoint({
  methods: ['get'],
  path: '/api/admin/settings',
  auth: 'admin',
  summary: 'Every operator setting',
  response: adminSettings,
})

export const updateAdminSettings = endpoint({
  methods: ['put'],
  path: '/api/admin/settings',
  auth: 'admin',
  summary: 'Change some operator settings; answers all of them',
  body: adminSettingsUpdate,
  response: adminSettings,
})
