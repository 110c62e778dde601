import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAdminBans } from '../api/reports'
import { QueryView } from './query-view'
import { formatDateTime } from '../format'
import styles from './admin.module.css'

export function BansScreen() {
  const { i18n } = useLingui()
  const bans = useAdminBans()
  return (
    <main className={styles.page} data-testid="admin-bans">
      <h1 className={styles.title}>
        <Trans>Bans</Trans>
      </h1>
      <QueryView
        query={bans}
        isEmpty={(d) => d.bans.length === 0}
        empty={<Trans>Nobody is banned</Trans>}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.bans.map((b) => (
              <li key={b.tg_id}>
                <Link
                  to="/admin/users/$tgId"
                  params={{ tgId: String(b.tg_id) }}
                  className={styles.row}
                >
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>
                      {[b.first_name, b.last_name].filter(Boolean).join(' ') || b.tg_id}
                      {b.username ? ` · @${b.username}` : ''}
                    </span>
                    <span className={styles.rowMeta}>{b.ban_reason ?? '—'}</span>
                    <span className={styles.rowMeta}>
                      {formatDateTime(b.banned_at, i18n.locale)}
                      {b.banned_by ? ` · ${b.banned_by}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </main>
  )
}
