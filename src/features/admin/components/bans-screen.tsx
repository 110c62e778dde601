import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminBans } from '../api/reports'
import { QueryView } from './query-view'
import { UserRow } from './user-row'
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
              <UserRow
                key={b.tg_id}
                tgId={b.tg_id}
                name={b}
                fallback={b.tg_id}
                titleExtra={b.username ? ` · @${b.username}` : ''}
                meta={
                  <>
                    <span className={styles.rowMeta}>{b.ban_reason ?? '—'}</span>
                    <span className={styles.rowMeta}>
                      {formatDateTime(b.banned_at, i18n.locale)}
                      {b.banned_by ? ` · ${b.banned_by}` : ''}
                    </span>
                  </>
                }
              />
            ))}
          </ul>
        )}
      </QueryView>
    </main>
  )
}
