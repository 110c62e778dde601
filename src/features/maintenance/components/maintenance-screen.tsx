import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { WrenchIcon } from './wrench-icon'
import styles from './maintenance-screen.module.css'

export interface MaintenanceScreenProps {
  /** The server's message; empty shows the default text. */
  message: string
  onReload: () => void
}

/** The blocking window of spec section 2: wrench, title, message, reload button. */
export function MaintenanceScreen({ message, onReload }: MaintenanceScreenProps) {
  const { t } = useLingui()
  const text = message.trim() || t`Maintenance work is under way. Please try again later.`
  return (
    <div className={styles.overlay} data-testid="maintenance-overlay">
      <div
        className={styles.card}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="maintenance-overlay-title"
        aria-describedby="maintenance-overlay-message"
      >
        <div className={styles.icon}>
          <WrenchIcon />
        </div>
        <h2 id="maintenance-overlay-title" className={styles.title}>
          <Trans>Maintenance</Trans>
        </h2>
        <p
          id="maintenance-overlay-message"
          className={styles.message}
          data-testid="maintenance-message"
        >
          {text}
        </p>
        <Button autoFocus block onClick={onReload}>
          <Trans>Reload page</Trans>
        </Button>
      </div>
    </div>
  )
}
