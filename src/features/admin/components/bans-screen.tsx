import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminBans } from '../api/reports'
import { QueryList } from './query-view'
import { UserRow } from './user-row'
import { formatDateTime } from '../format'
import { AdminPage } from './admin-page'
import styles from './admin.module.css'

export function BansScreen() {
  const { i18n } = useLingui()
  const bans = useAdminBans()
  return (
    <AdminPage title={<Trans>Bans</Trans>} testId="admin-bans">
      <QueryList query={bans} rows={(d) => d.bans} empty={<Trans>Nobody is banned</Trans>}>
        {(b) => (
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
        )}
      </QueryList>
    </AdminPage>
  )
}
