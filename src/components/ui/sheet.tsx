import { useEffect, useId, useRef, type ReactNode } from 'react'
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

/**
 * A modal sheet on the platform's <dialog> (showModal): focus moves in and stays, the page behind
 * is inert, Escape and a backdrop tap close it, and focus goes back to what opened it.
 */
export function Sheet({ open, ...rest }: SheetProps) {
  if (!open) return null
  return createPortal(<ModalSheet {...rest} />, document.body)
}

function ModalSheet({
  onClose,
  title,
  children,
  footer,
  placement = 'bottom',
}: Omit<SheetProps, 'open'>) {
  const { t } = useLingui()
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    if (!dialog.open) dialog.showModal()
    // Chromium may close it itself on a repeated Escape; the owner must hear of it either way.
    const onNativeClose = () => close.current()
    dialog.addEventListener('close', onNativeClose)
    return () => {
      dialog.removeEventListener('close', onNativeClose)
      if (dialog.open) dialog.close()
      document.body.style.overflow = overflow
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className={`${styles.backdrop} ${styles[placement]}`}
      aria-labelledby={title ? titleId : undefined}
      onCancel={(e) => {
        // Escape: the owner decides (a busy confirmation stays open).
        e.preventDefault()
        close.current()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close.current()
      }}
    >
      <div className={styles.sheet}>
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
    </dialog>
  )
}
