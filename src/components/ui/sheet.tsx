import { useEffect, useId, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import styles from './sheet.module.css'

export interface SheetProps {
  open: boolean
  onClose: () => void
  title?: ReactNode
  children: ReactNode
  /** Buttons pinned below the content. */
  footer?: ReactNode
  /** 'bottom' slides up from the bottom edge (mobile sheet); 'center' is a dialog. */
  placement?: 'bottom' | 'center'
}

/** A modal sheet: closes on backdrop tap and Escape, locks page scroll while open. */
export function Sheet({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'bottom',
}: SheetProps) {
  const { t } = useLingui()
  const titleId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKey)
    }
  }, [open, onClose])

  if (!open) return null
  return createPortal(
    <div className={`${styles.backdrop} ${styles[placement]}`} onClick={onClose}>
      <div
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        onClick={(e) => e.stopPropagation()}
      >
        <header className={styles.header}>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  )
}
