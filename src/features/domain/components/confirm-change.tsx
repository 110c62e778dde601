import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/**
 * A setting changed only once confirmed (SSL mode, DDoS level): `ask` opens the question for a
 * value, and `apply` runs with it when the user confirms.
 */
export function useConfirmedChange<T>(apply: (value: T) => void) {
  const [asked, setAsked] = useState<T | null>(null)
  const close = () => setAsked(null)
  return {
    ask: setAsked,
    dialog: {
      asked,
      onConfirm: (value: T) => {
        apply(value)
        close()
      },
      onCancel: close,
    },
  }
}

export interface ConfirmChangeProps<T> {
  asked: T | null
  title: ReactNode
  /** What the change does, for the value asked about. */
  message: (value: T) => ReactNode
  onConfirm: (value: T) => void
  onCancel: () => void
}

/** The question of `useConfirmedChange`, open while a value is asked about. */
export function ConfirmChange<T>({
  asked,
  title,
  message,
  onConfirm,
  onCancel,
}: ConfirmChangeProps<T>) {
  return (
    <ConfirmDialog
      open={asked !== null}
      title={title}
      message={asked !== null && message(asked)}
      onConfirm={() => asked !== null && onConfirm(asked)}
      onCancel={onCancel}
    />
  )
}
