import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { haptic } from '@/lib/telegram/haptic'
import styles from './toast.module.css'

export type ToastKind = 'success' | 'error' | 'info'

export interface ToastOptions {
  kind?: ToastKind
  /** How long it stays, default 2500 ms. */
  durationMs?: number
}

interface ToastItem {
  id: number
  message: ReactNode
  kind: ToastKind
}

export interface ToastApi {
  show: (message: ReactNode, options?: ToastOptions) => void
  success: (message: ReactNode) => void
  error: (message: ReactNode) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** Holds the toasts of the whole app; render once near the root. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const nextId = useRef(0)

  const show = useCallback(
    (message: ReactNode, { kind = 'info', durationMs = 2500 }: ToastOptions = {}) => {
      const id = ++nextId.current
      setItems((list) => [...list.slice(-2), { id, message, kind }])
      if (kind === 'success') haptic.success()
      if (kind === 'error') haptic.error()
      setTimeout(() => setItems((list) => list.filter((i) => i.id !== id)), durationMs)
    },
    [],
  )

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show(message, { kind: 'success' }),
      error: (message) => show(message, { kind: 'error', durationMs: 4000 }),
    }),
    [show],
  )

  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        <div className={styles.stack} aria-live="polite">
          {items.map((item) => (
            <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`} role="status">
              {item.message}
            </div>
          ))}
        </div>,
        document.body,
      )}
    </ToastContext>
  )
}

/** `const toast = useToast(); toast.success(t\`Saved\`)`. */
export function useToast(): ToastApi {
  const api = use(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}
