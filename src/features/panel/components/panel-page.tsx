import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Skeleton } from '@/components/ui/skeleton'
import { useUserDomains } from '@/lib/user-domains-query'
import { DomainRow } from './domain-row'
import { GlobeIcon } from '@/components/ui/icons'
import { isStalledOffline } from '@/lib/query-status'
import styles from './panel.module.css'
import { LoadError } from '@/components/ui/load-error'

/** /panel: the user's domains; rows still being set up turn Active by themselves. */
export function PanelPage() {
  const domains = useUserDomains()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My domains</Trans>
      </h1>
      <PanelBody domains={domains} />
    </div>
  )
}

function PanelBody({ domains }: { domains: ReturnType<typeof useUserDomains> }) {
  if (domains.isError || isStalledOffline(domains)) {
    return (
      <LoadError
        className={styles.empty}
        message={<Trans>Your domains could not be loaded.</Trans>}
        onRetry={() => void domains.refetch()}
      />
    )
  }
  if (domains.isPending) {
    return (
      <ul className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.row}>
            <div className={styles.info}>
              <Skeleton width="60%" height={18} round />
              <Skeleton width={120} height={12} round />
            </div>
            <Skeleton width={80} height={24} round />
          </li>
        ))}
      </ul>
    )
  }
  if (domains.data.domains.length === 0) {
    return (
      <div className={styles.empty} data-testid="panel-empty">
        <span className={styles.emptyIcon}>
          <GlobeIcon size={40} />
        </span>
        <p>
          <Trans>You have no domains yet.</Trans>
        </p>
        <Link to="/buy" className={styles.cta}>
          <Trans>Find a domain</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ul className={styles.list} data-testid="panel-domains">
      {domains.data.domains.map((d) => (
        <DomainRow key={d.domain} domain={d} />
      ))}
    </ul>
  )
}
