import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { activateWaiting, watchServiceWorker } from '@/lib/offline/service-worker'
import styles from './offline.module.css'

/**
 * One prompt when a new version of the app is installed and waiting. Accepting tells the waiting
 * service worker to take over (skipWaiting happens only here) and reloads into the new version.
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null)
  useEffect(() => watchServiceWorker(setWaiting), [])
  if (!waiting) return null
  const accept = () => {
    setWaiting(null)
    activateWaiting(waiting)
  }
  return (
    <div className={styles.update} role="alert" data-testid="update-prompt">
      <span>
        <Trans>New version available</Trans>
      </span>
      <button type="button" className={styles.reload} onClick={accept}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className={styles.dismiss} onClick={() => setWaiting(null)}>
        <Trans>Later</Trans>
      </button>
    </div>
  )
}
