import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { watchServiceWorker, type WaitingVersion } from '@/lib/offline/service-worker'
import styles from './offline.module.css'

/**
 * One prompt when a new version of the app is installed and waiting. Accepting tells the waiting
 * service worker to take over (skipWaiting happens only here) and reloads into the new version.
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<WaitingVersion | null>(null)
  useEffect(() => watchServiceWorker(setWaiting), [])
  if (!waiting) return null
  const accept = () => {
    setWaiting(null)
    waiting.activate()
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
