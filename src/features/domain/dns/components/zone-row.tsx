import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import styles from '../../components/domain.module.css'
import dnsStyles from './dns.module.css'

export interface ZoneRowAction {
  label: string
  icon: string
  testId: string
  onClick: () => void
}

/** One line of a zone list (a DNS record, a redirect): a badge, what it is, a note, its actions. */
export function ZoneRow({
  testId,
  data,
  badge,
  title,
  detail,
  note,
  waiting,
  waitingTestId,
  actions,
}: {
  testId: string
  /** `data-*` attributes that tell rows apart in tests. */
  data: Record<`data-${string}`, string>
  badge: ReactNode
  title: ReactNode
  detail: ReactNode
  note: ReactNode
  /** A write about this row is waiting for the network: no actions until it is sent. */
  waiting: boolean
  waitingTestId: string
  actions: (ZoneRowAction | undefined)[]
}) {
  return (
    <li className={dnsStyles.record} data-pending={waiting} data-testid={testId} {...data}>
      <span className={dnsStyles.recordType}>{badge}</span>
      <span className={dnsStyles.recordBody}>
        <span>{title}</span>
        <span className={styles.mono}>{detail}</span>
        <small className={styles.hint}>
          {note}
          {waiting && (
            <>
              {' · '}
              <span data-testid={waitingTestId}>
                <Trans>waiting to sync</Trans>
              </span>
            </>
          )}
        </small>
      </span>
      {!waiting &&
        actions.map(
          (a) =>
            a && (
              <Button
                key={a.testId}
                variant="ghost"
                size="sm"
                onClick={a.onClick}
                aria-label={a.label}
                data-testid={a.testId}
              >
                {a.icon}
              </Button>
            ),
        )}
    </li>
  )
}
