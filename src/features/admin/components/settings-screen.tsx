import { Trans } from '@lingui/react/macro'
import type { AdminSettings } from '@contract/operator-settings'
import { useAdminSettings } from '../api/settings'
import { QueryView } from './query-view'
import { SettingsForm } from './settings-form'
import styles from './admin.module.css'

export function SettingsScreen() {
  const settings = useAdminSettings()
  return (
    <main className={styles.page} data-testid="admin-settings">
      <h1 className={styles.title}>
        <Trans>Settings</Trans>
      </h1>
      <QueryView query={settings}>
        {(data: AdminSettings) => <SettingsForm key={JSON.stringify(data)} initial={data} />}
      </QueryView>
    </main>
  )
}
