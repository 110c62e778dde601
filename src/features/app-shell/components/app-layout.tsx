import type { ReactNode } from 'react'
import styles from './app-layout.module.css'

export interface AppLayoutProps {
  /** Show the top and tab bars (false on the bare screens). */
  chrome: boolean
  topBar: ReactNode
  tabBar: ReactNode
  children: ReactNode
}

/** Places the fixed bars and pads the page so content never hides under them. */
export function AppLayout({ chrome, topBar, tabBar, children }: AppLayoutProps) {
  if (!chrome) return <main className={styles.bare}>{children}</main>
  return (
    <>
      {topBar}
      <main className={styles.page}>{children}</main>
      {tabBar}
    </>
  )
}
