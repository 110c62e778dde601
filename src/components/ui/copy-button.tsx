import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { copyText } from '@/lib/clipboard'
import { Button, type ButtonProps } from './button'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'value' | 'onError'> {
  /** The text put on the clipboard. */
  value: string
  /** Label before copying; defaults to "Copy". */
  label?: ReactNode
  /** Label shown for `feedbackMs` after a copy; defaults to "Copied". */
  copiedLabel?: ReactNode
  /** Spec: 1.5 s in general, 2 s for the password. */
  feedbackMs?: number
  onCopied?: () => void
  onError?: (err: unknown) => void
}

export function CopyButton({
  value,
  label,
  copiedLabel,
  feedbackMs = 1500,
  onCopied,
  onError,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await copyText(value)
      setCopied(true)
      onCopied?.()
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), feedbackMs)
    } catch (err) {
      onError?.(err)
    }
  }

  return (
    <Button variant={variant} size={size} onClick={() => void copy()} {...rest}>
      {copied ? (copiedLabel ?? t`Copied`) : (label ?? t`Copy`)}
    </Button>
  )
}
