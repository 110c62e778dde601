import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useAdminMe } from '../api/get-admin-me'
import { useAdminSignOut } from '../api/sign-out'
import { useAdminSections } from '../admin-sections'
import layoutStyles from './admin-layout.module.css'

/** Header, section tabs (scrolling sideways on a phone) and sign-out around an admin screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const sections = useAdminSections()
  const me = useAdminMe()
  const signOut = useAdminSignOut()
  // Init data and the Bearer token cannot be signed out of here; only the cookie session can.
  const canSignOut = me.data?.method === 'session'
  const nav = useRef<HTMLElement>(null)
  const pathname = useLocation({ select: (l) => l.pathname })
  useEffect(() => {
    // On a phone most tabs sit off-screen; keep the current one in view.
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]')
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  }, [pathname])
  return (
    <div className={layoutStyles.shell} data-testid="admin-layout">
      <header className={layoutStyles.header}>
        <Link to="/admin" className={layoutStyles.brand}>
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
      <nav ref={nav} className={layoutStyles.nav} aria-label={t`Admin sections`}>
        {sections.map((s) => (
          <Link
            key={s.to}
            to={s.to}
            className={layoutStyles.navLink}
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
