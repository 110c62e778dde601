import { useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Skeleton } from '@/components/ui/skeleton'
import { Avatar } from '@/components/ui/avatar'
import styles from './top-bar.module.css'

export interface TopBarProps {
  firstName: string
  photoUrl?: string | null
  /** USD; undefined while the first profile load is under way. */
  balance?: number
  /** Set when the profile could not be loaded and a fallback is shown. */
  error?: string | null
}

/** The fixed 72 px bar: avatar and name on the left, the balance on the right. */
export function TopBar({ firstName, photoUrl, balance, error }: TopBarProps) {
  const { t } = useLingui()
  return (
    <header className={styles.bar} data-testid="top-bar">
      <Avatar name={firstName} photoUrl={photoUrl} />
      <span className={styles.name} data-testid="top-bar-name">
        {firstName}
      </span>
      <span className={styles.balance} title={error ?? t`Balance`}>
        {error && (
          <span className={styles.warn} aria-label={error}>
            !
          </span>
        )}
        {balance === undefined ? (
          <Skeleton sizedAs={formatUsd(0)} round />
        ) : (
          <span data-testid="top-bar-balance">{formatUsd(balance)}</span>
        )}
      </span>
    </header>
  )
}
