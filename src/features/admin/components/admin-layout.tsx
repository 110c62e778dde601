import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useAdminMe } from '../api/get-admin-me'
import { useAdminSignOut } from '../api/sign-out'
import { useAdminSections } from './admin-sections'
import styles from './admin.module.css'

/** Header, section tabs (scrolling sideways on a phone) and sign-out around an admin screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const sections = useAdminSections()
  const me = useAdminMe()
  const signOut = useAdminSignOut()
  // Init data and the Bearer token cannot be signed out of here; only the cookie session can.
  const canSignOut = me.data?.method === 'session'
  return (
    <div className={styles.shell} data-testid="admin-layout">
      <header className={styles.header}>
        <Link to="/admin" className={styles.brand}>
          <Trans>Admin console</Trans>
        </Link>
        {canSignOut && (
          <Button
            variant="ghost"
            size="sm"
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <Trans>Sign out</Trans>
          </Button>
        )}
      </header>
      <nav className={styles.nav} aria-label={t`Admin sections`}>
        {sections.map((s) => (
          <Link
            key={s.to}
            to={s.to}
            className={styles.navLink}
            activeOptions={{ exact: s.to === '/admin' }}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  )
}
