import { useMainButton, usesMainButton } from '@/lib/telegram/main-button'
import { Button } from './button'

export interface PrimaryActionProps {
  label: string
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
  ...rest
}: PrimaryActionProps) {
  const native = usesMainButton()
  useMainButton(native ? { text: label, active: !disabled, progress: loading, onClick } : null)
  if (native) return null
  return (
    <Button block loading={loading} disabled={disabled} onClick={onClick} {...rest}>
      {label}
    </Button>
  )
}
