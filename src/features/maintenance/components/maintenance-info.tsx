import { Trans } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import styles from './maintenance-control.module.css'

/** The spec's info block: what each of the three modes does. */
export function MaintenanceInfo() {
  return (
    <Card className={styles.info} title={<Trans>How the modes work</Trans>}>
      <Trans>Users see the message in a blurred window over the page.</Trans>
      <ul>
        <li>
          <Trans>General maintenance blocks the whole site for every user.</Trans>
        </li>
        <li>
          <Trans>
            Domain purchase maintenance blocks only the search and purchase pages and the cart.
          </Trans>
        </li>
        <li>
          <Trans>After Market maintenance blocks only the After Market and its cart.</Trans>
        </li>
        <li>
          <Trans>An empty message shows the default text. The admin pages are never blocked.</Trans>
        </li>
      </ul>
    </Card>
  )
}
