import { Trans } from '@lingui/react/macro'
import styles from './domain.module.css'

/** Why a registered name still shows Configuring: its CDN setup failed and is being retried. */
export function SetupStalledNote() {
  return (
    <p className={styles.warning} role="status" data-testid="setup-stalled">
      <Trans>
        The domain is registered to you, but the CDN could not set it up yet: the provider is not
        responding. We keep trying automatically; there is nothing you need to do.
      </Trans>
    </p>
  )
}
