import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from './button'

interface LoadErrorProps {
  /** The block's class: the screen's own layout of an empty or failed state. */
  className?: string
  /** The sentence's class, where the screen colours it. */
  messageClassName?: string
  message: ReactNode
  onRetry: () => void
  'data-testid'?: string
}

/** What a screen shows where its data could not be loaded: a sentence and a Retry button. */
export function LoadError({
  className,
  messageClassName,
  message,
  onRetry,
  'data-testid': testId,
}: LoadErrorProps) {
  return (
    <div className={className} data-testid={testId}>
      <p className={messageClassName}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  )
}
