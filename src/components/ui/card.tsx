import type { HTMLAttributes, ReactNode } from 'react'
import styles from './card.module.css'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Optional heading shown at the top of the card. */
  title?: ReactNode
  /** Rendered on the heading's right (a link or a small button). */
  action?: ReactNode
  /** Removes the inner padding (for lists that draw their own rows). */
  flush?: boolean
}

/** A rounded surface on the secondary background, grouping related content. */
export function Card({ title, action, flush = false, className, children, ...rest }: CardProps) {
  return (
    <section
      className={[styles.card, flush && styles.flush, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {(title || action) && (
        <header className={styles.header}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {action}
        </header>
      )}
      {children}
    </section>
  )
}
