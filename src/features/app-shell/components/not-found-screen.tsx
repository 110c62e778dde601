import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { GlobeIcon } from '@/components/ui/icons'
import { TAB_ROOTS } from '../paths'
import styles from './bare-screen.module.css'

/** Any path the app has no screen for: says so in the user's language and leads home. */
export function NotFoundScreen() {
  return (
    <div className={styles.screen} data-testid="not-found">
      <div className={styles.icon} aria-hidden="true">
        <GlobeIcon size={56} />
      </div>
      <h1 className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>There is no such page in the app. It may have moved, or the link has a typo.</Trans>
      </p>
      <Link to={TAB_ROOTS.home} className={styles.homeLink} data-testid="not-found-home">
        <Trans>Go to the home page</Trans>
      </Link>
    </div>
  )
}
