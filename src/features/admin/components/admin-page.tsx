import type { ReactNode } from 'react'
import styles from './admin.module.css'

/** One screen of the admin console: its heading, then what it shows. */
export function AdminPage({
  title,
  testId,
  children,
}: {
  title: ReactNode
  testId: string
  children: ReactNode
}) {
  return (
    <main className={styles.page} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  )
}
