import type { ReactNode } from 'react'
import styles from './app-layout.module.css'

/**
 * `bars`: the signed-in screens, between the top and tab bars. `plain`: a public screen opened
 * outside Telegram (the home page), the same padded column without the bars. `bare`: a screen
 * that lays itself out (access denied, maintenance, admin, ether).
 */
export type Chrome = 'bars' | 'plain' | 'bare'

export interface AppLayoutProps {
  chrome: Chrome
  topBar: ReactNode
  tabBar: ReactNode
  children: ReactNode
}

/** Places the fixed bars and pads the page so content never hides under them. */
export function AppLayout({ chrome, topBar, tabBar, children }: AppLayoutProps) {
  if (chrome !== 'bars') return <main className={styles[chrome]}>{children}</main>
  return (
    <>
      {topBar}
      <main className={styles.page}>{children}</main>
      {tabBar}
    </>
  )
}
