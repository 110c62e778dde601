import type { ReactNode } from 'react'
import styles from './empty-state.module.css'

export interface EmptyStateProps {
  /** An icon from ./icons at 44 px (never an emoji: some WebViews have no emoji font). */
  icon?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** A button or link below the text. */
  action?: ReactNode
}

/** What a screen shows when there is nothing to list, or nothing built yet. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  )
}
