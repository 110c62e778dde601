import { OfflineMark } from './offline-mark'
import { PendingWritesMark } from './pending-writes-mark'
import { SyncProblems } from './sync-problems'
import { UpdatePrompt } from './update-prompt'
import { useRouteMemory } from '../route-memory'
import styles from './offline.module.css'

/** Everything offline-related the root layout shows, in one element. */
export function OfflineStatus() {
  useRouteMemory()
  return (
    <div className={styles.stack}>
      <OfflineMark />
      <PendingWritesMark />
      <SyncProblems />
      <UpdatePrompt />
    </div>
  )
}
