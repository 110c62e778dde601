import type { ReactNode } from 'react'
import { useMainButton, usesMainButton } from '@/lib/telegram/main-button'
import { Button } from './button'

export interface PrimaryActionProps {
  /** Telegram's MainButton text (plain text only), and the in-page button's unless `children`. */
  label: string
  /** The in-page button's content when it needs more than text (an icon). */
  children?: ReactNode
  onClick: () => void
  disabled?: boolean
  loading?: boolean
  'data-testid'?: string
}

/**
 * A screen's primary money action: Telegram's MainButton inside Telegram, where users expect it
 * at the bottom of the screen; the in-page button everywhere else.
 */
export function PrimaryAction({
  label,
  onClick,
  disabled = false,
  loading = false,
  children,
  ...rest
}: PrimaryActionProps) {
  const native = usesMainButton()
  useMainButton(native ? { text: label, active: !disabled, progress: loading, onClick } : null)
  if (native) return null
  return (
    <Button block loading={loading} disabled={disabled} onClick={onClick} {...rest}>
      {children ?? label}
    </Button>
  )
}
