import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { LockIcon } from '@/components/ui/icons'
import { TAB_ROOTS } from '../paths'
import styles from './bare-screen.module.css'

/** Shown when the app is opened outside Telegram (no signed init data). */
export function AccessDeniedScreen() {
  const navigate = useNavigate()
  return (
    <div className={styles.screen} data-testid="access-denied">
      <div className={styles.icon} aria-hidden="true">
        <LockIcon size={56} />
      </div>
      <p className={styles.text}>
        <Trans>To access this page, you need to use Telegram WebApp.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate({ to: TAB_ROOTS.home })}>
          <Trans>Home</Trans>
        </Button>
        <Button onClick={() => window.location.reload()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    </div>
  )
}
