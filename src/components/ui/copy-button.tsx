import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { copyText } from '@/lib/clipboard'
import { Button, type ButtonProps } from './button'
import { CheckIcon, CopyIcon } from './icons'
import { useToast } from './toast'

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
  /**
   * An icon instead of the words, for a value in a narrow row: the labels become its accessible
   * name and the copied label is also said in a toast for `feedbackMs`.
   */
  compact?: { label: string; copiedLabel: string }
}

export function CopyButton({
  value,
  label,
  copiedLabel,
  feedbackMs = 1500,
  onCopied,
  onError,
  compact,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const { t } = useLingui()
  const toast = useToast()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await copyText(value)
      setCopied(true)
      onCopied?.()
      if (compact) toast.show(compact.copiedLabel, { kind: 'success', durationMs: feedbackMs })
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), feedbackMs)
    } catch (err) {
      onError?.(err)
    }
  }

  if (compact)
    return (
      <Button
        variant={variant}
        size={size}
        square
        onClick={() => void copy()}
        aria-label={copied ? compact.copiedLabel : compact.label}
        {...rest}
      >
        {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
      </Button>
    )
  return (
    <Button variant={variant} size={size} onClick={() => void copy()} {...rest}>
      {copied ? (copiedLabel ?? t`Copied`) : (label ?? t`Copy`)}
    </Button>
  )
}
