import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styles from './admin.module.css'

export interface UserRowProps {
  tgId: number
  /** The user's name as the row's title: first and last name, or `fallback` when both are empty. */
  name: { first_name: string | null; last_name: string | null }
  fallback: ReactNode
  /** After the name on the title line. */
  titleExtra?: ReactNode
  /** The lines under the title. */
  meta: ReactNode
  /** The row's end (balance, badges). */
  side?: ReactNode
  testId?: string
}

/** A list row that opens the user's admin page (users search, bans). */
export function UserRow({ tgId, name, fallback, titleExtra, meta, side, testId }: UserRowProps) {
  return (
    <li>
      <Link
        to="/admin/users/$tgId"
        params={{ tgId: String(tgId) }}
        className={styles.row}
        data-testid={testId}
      >
        <span className={styles.rowMain}>
          <span className={styles.rowTitle}>
            {[name.first_name, name.last_name].filter(Boolean).join(' ') || fallback}
            {titleExtra}
          </span>
          {meta}
        </span>
        {side}
      </Link>
    </li>
  )
}
