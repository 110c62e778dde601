import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { activeTab, TAB_ROOTS, type TabId } from '../paths'
import { TAB_ICONS } from './tab-icons'
import styles from './tab-bar.module.css'

const TAB_ORDER: TabId[] = ['home', 'buy', 'market', 'panel', 'profile']

/** Bottom navigation; the tab owning the current path is highlighted and marked aria-current. */
export function TabBar({ pathname }: { pathname: string }) {
  const { t } = useLingui()
  const labels: Record<TabId, string> = {
    home: t`Home`,
    buy: t`Buy`,
    market: t`Market`,
    panel: t`Panel`,
    profile: t`Profile`,
  }
  const current = activeTab(pathname)
  return (
    <nav className={styles.bar} data-testid="tab-bar" aria-label={t`Main navigation`}>
      {TAB_ORDER.map((id) => {
        const active = id === current
        return (
          <Link
            key={id}
            to={TAB_ROOTS[id]}
            activeOptions={{ exact: true }}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
            data-testid={`tab-${id}`}
          >
            {TAB_ICONS[id]}
            <span className={styles.label}>{labels[id]}</span>
          </Link>
        )
      })}
    </nav>
  )
}
