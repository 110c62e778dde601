import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styles from './domain.module.css'

type DomainSubpage =
  | '/domain/$domain/cloudflare'
  | '/domain/$domain/cloudflare/dns'
  | '/domain/$domain/cloudflare/ddos'
  | '/domain/$domain/cloudflare/email'
  | '/domain/$domain/cloudflare/redirects'
  | '/domain/$domain/renew'

/** A full-width row leading to one of a domain's settings screens. */
export function DomainNavLink({
  to,
  domain,
  testId,
  children,
}: {
  to: DomainSubpage
  domain: string
  testId: string
  children: ReactNode
}) {
  return (
    <Link to={to} params={{ domain }} className={styles.linkButton} data-testid={testId}>
      <span>{children}</span>
      <span aria-hidden="true">›</span>
    </Link>
  )
}
