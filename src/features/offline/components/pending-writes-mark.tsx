import { Plural } from '@lingui/react/macro'
import { useIsMutating } from '@tanstack/react-query'
import { isVisibleQueuedMutation } from '@/lib/offline/attach-queue'
import styles from './offline.module.css'

/** How many queued writes the server has not answered yet; gone once they are all synced. */
export function PendingWritesMark() {
  const count = useIsMutating({ predicate: isVisibleQueuedMutation })
  if (count === 0) return null
  return (
    <div className={styles.pending} role="status" data-testid="pending-writes" data-count={count}>
      <Plural value={count} one="# change waiting to sync" other="# changes waiting to sync" />
    </div>
  )
}
