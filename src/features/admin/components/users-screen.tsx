import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { useAdminUsers } from '../api/get-users'
import { KeysetPager } from './pager'
import { QueryList } from './query-view'
import { UserRow } from './user-row'
import { AdminPage } from './admin-page'
import styles from './admin.module.css'
import formStyles from './admin-form.module.css'

export interface UsersScreenProps {
  q: string
  cursor?: string
  onSearch: (next: { q: string; cursor?: string }) => void
}

export function UsersScreen({ q, cursor, onSearch }: UsersScreenProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(q)
  const users = useAdminUsers(q, cursor)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch({ q: draft.trim() })
  }
  return (
    <AdminPage title={<Trans>Users</Trans>} testId="admin-users">
      <form className={formStyles.toolbar} onSubmit={submit} role="search">
        <input
          className={formStyles.input}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t`Id, username or name`}
          aria-label={t`Search users`}
        />
        <Button type="submit" variant="secondary" style={{ flex: '0 0 auto' }}>
          <Trans>Search</Trans>
        </Button>
      </form>
      <QueryList
        query={users}
        rows={(d) => d.users}
        empty={<Trans>No users found</Trans>}
        footer={(data) => (
          <KeysetPager page={data} onCursor={(next) => onSearch({ q, cursor: next })} />
        )}
      >
        {(u) => (
          <UserRow
            key={u.tg_id}
            tgId={u.tg_id}
            name={u}
            fallback="—"
            testId="admin-user-row"
            meta={
              <span className={styles.rowMeta}>
                {u.username ? `@${u.username} · ` : ''}
                {u.tg_id}
              </span>
            }
            side={
              <span className={styles.rowSide}>
                <span className={styles.amount}>{formatUsd(u.balance)}</span>
                {u.is_banned && (
                  <span className={`${styles.badge} ${styles.bad}`}>
                    <Trans>Banned</Trans>
                  </span>
                )}
              </span>
            }
          />
        )}
      </QueryList>
    </AdminPage>
  )
}
