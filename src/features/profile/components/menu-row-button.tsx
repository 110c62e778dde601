import type { ReactNode } from 'react'
import styles from './profile.module.css'

interface MenuRowButtonProps {
  icon: ReactNode
  label: ReactNode
  /** The current choice, shown before the chevron. */
  value?: ReactNode
  onClick: () => void
  'data-testid': string
}

/** A profile menu row that opens something over the profile (a sheet or a modal). */
export function MenuRowButton({ icon, label, value, onClick, ...rest }: MenuRowButtonProps) {
  return (
    <button
      type="button"
      className={styles.row}
      onClick={onClick}
      data-testid={rest['data-testid']}
    >
      <span className={styles.rowIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.rowLabel}>{label}</span>
      {value !== undefined && <span className={styles.rowValue}>{value}</span>}
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </button>
  )
}
