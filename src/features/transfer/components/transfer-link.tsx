import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import styles from './transfer.module.css'

/** From the search: a name already registered elsewhere can be brought here instead. */
export function TransferLink() {
  return (
    <Link to="/transfer" className={styles.link} data-testid="to-transfer">
      <Trans>Transfer a domain you own elsewhere →</Trans>
    </Link>
  )
}
