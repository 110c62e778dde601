/// <reference types="vite-plugin-pwa/react" />
import { Trans } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'
import styles from './offline.module.css'

/**
 * One prompt when a new version of the app is installed and waiting. Accepting tells the waiting
 * service worker to take over (skipWaiting happens only here) and reloads into the new version.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Telegram on iOS and blocked service workers: the app runs from IndexedDB alone.
    onRegisterError: () => undefined,
  })
  if (!needRefresh) return null
  const accept = () => {
    setNeedRefresh(false)
    // workbox-window reloads only when the page was controlled at registration; after a first
    // install in this same session it would not, so reload when the new worker takes over.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    void updateServiceWorker(true)
  }
  return (
    <div className={styles.update} role="alert" data-testid="update-prompt">
      <span>
        <Trans>New version available</Trans>
      </span>
      <button type="button" className={styles.reload} onClick={accept}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className={styles.dismiss} onClick={() => setNeedRefresh(false)}>
        <Trans>Later</Trans>
      </button>
    </div>
  )
}
