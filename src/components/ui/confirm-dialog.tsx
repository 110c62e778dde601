import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from './button'
import { Sheet } from './sheet'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** What will happen if the user confirms. */
  message?: ReactNode
  /** Defaults to "Confirm" / "Cancel". */
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  /** Paints the confirm button red for destructive actions. */
  danger?: boolean
  /** Disables both buttons and shows a spinner on confirm while the action runs. */
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before an action that changes something (SSL mode, DDoS level, deleting a record). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Sheet
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      placement="center"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    >
      {message}
    </Sheet>
  )
}
