import { Trans } from '@lingui/react/macro'
import { useRefusedWrites } from '@/lib/offline/refused-writes'
import styles from './offline.module.css'

/** A queued write the server refused on replay is shown with its reason until dismissed. */
export function SyncProblems() {
  const { refused, dismiss } = useRefusedWrites()
  if (refused.length === 0) return null
  return (
    <ul className={styles.problems} data-testid="sync-problems">
      {refused.map((w) => {
        const reason = w.reason
        return (
          <li key={w.mutation.mutationId} className={styles.problem} role="alert">
            <span>
              <Trans>Not saved: {reason}</Trans>
            </span>
            <button type="button" className={styles.dismiss} onClick={() => dismiss(w)}>
              <Trans>OK</Trans>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
