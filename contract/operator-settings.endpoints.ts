import { resource } from './endpoint'
import { adminSettings, adminSettingsUpdate } from './operator-settings'

const admin = resource('admin', {
  'GET /api/admin/settings': 'Every operator setting',
  'PUT /api/admin/settings': 'Change some operator settings; answers all of them',
})

export const getAdminSettings = admin.get('/api/admin/settings', { response: adminSettings })

export const updateAdminSettings = admin.put('/api/admin/settings', {
  body: adminSettingsUpdate,
  response: adminSettings,
})
