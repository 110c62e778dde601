import { Trans } from '@lingui/react/macro'
import type { AdminSettings } from '@contract/operator-settings'
import { useAdminSettings } from '../api/settings'
import { QueryView } from './query-view'
import { SettingsForm } from './settings-form'
import { AdminPage } from './admin-page'

export function SettingsScreen() {
  const settings = useAdminSettings()
  return (
    <AdminPage title={<Trans>Settings</Trans>} testId="admin-settings">
      <QueryView query={settings}>
        {(data: AdminSettings) => <SettingsForm key={JSON.stringify(data)} initial={data} />}
      </QueryView>
    </AdminPage>
  )
}
