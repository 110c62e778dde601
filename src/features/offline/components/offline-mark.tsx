import { useLingui } from '@lingui/react/macro'
import { clockTime } from '@/lib/format-date'
import { useOnline } from '@/lib/offline/use-online'
import { useCachedDataTime } from '../use-cached-data-time'
import styles from './offline.module.css'

/** 'offline · updated HH:MM' while the API is unreachable and the screen shows cached data. */
export function OfflineMark() {
  const { t } = useLingui()
  const online = useOnline()
  const updatedAt = useCachedDataTime()
  if (online || updatedAt === undefined) return null
  const time = clockTime(new Date(updatedAt))
  return (
    <div className={styles.mark} role="status" data-testid="offline-mark">
      {t`offline · updated ${time}`}
    </div>
  )
}
