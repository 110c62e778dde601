import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { Skeleton } from '@/components/ui/skeleton'
import { isLoadingFirst } from '@/lib/query-status'
import { useOwnedDomain } from '../use-owned-domain'
import styles from './domain.module.css'
import { LoadError } from '@/components/ui/load-error'

/** Renders `children` with the user's domain once known, or the spec's loading errors. */
export function DomainGate({
  domain,
  children,
}: {
  domain: string
  children: (d: OwnedDomain) => ReactNode
}) {
  const { query, domain: owned } = useOwnedDomain(domain)
  if (owned) return children(owned)
  if (isLoadingFirst(query)) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="70%" height={26} round />
        <Skeleton height={120} />
        <Skeleton height={80} />
      </div>
    )
  }
  if (query.isError || query.isPending) {
    return (
      <LoadError
        className={styles.page}
        messageClassName={styles.error}
        message={<Trans>Error loading domain data</Trans>}
        onRetry={() => void query.refetch()}
        data-testid="domain-load-error"
      />
    )
  }
  return (
    <div className={styles.page} data-testid="domain-not-found">
      <p className={styles.error}>
        <Trans>Domain not found in your domains</Trans>
      </p>
      <Link to="/panel" className={styles.link}>
        <Trans>Back to my domains</Trans>
      </Link>
    </div>
  )
}

export function StatusBadge({ status }: { status: OwnedDomain['status'] }) {
  const active = status === 'active'
  return (
    <span
      className={active ? styles.active : styles.configuring}
      data-testid="domain-status"
      data-status={status}
    >
      {active && <Trans>Active</Trans>}
      {status === 'expired' && <Trans>Expired</Trans>}
      {status === 'redemption' && <Trans>Redemption</Trans>}
      {!active && status !== 'expired' && status !== 'redemption' && <Trans>Configuring</Trans>}
    </span>
  )
}
