import { Trans, useLingui } from '@lingui/react/macro'
import type { z } from 'zod/mini'
import type { pageInfo } from '@contract/admin'
import { Button } from '@/components/ui/button'
import styles from './admin.module.css'

export interface PagerProps {
  /** Matching rows, counted up to the server's cap; `capped` when there are more. */
  total: number
  capped: boolean
  next: string | null
  prev: string | null
  onCursor: (cursor: string) => void
}

/** Keyset paging: Previous and Next follow the answer's cursors; the total reads "10,000+" past the cap. */
export function Pager({ total, capped, next, prev, onCursor }: PagerProps) {
  const { i18n } = useLingui()
  const count = `${i18n.number(total)}${capped ? '+' : ''}`
  return (
    <div className={styles.pager}>
      <Button
        variant="secondary"
        size="sm"
        disabled={!prev}
        onClick={() => prev && onCursor(prev)}
        data-testid="pager-prev"
      >
        <Trans>Previous</Trans>
      </Button>
      <span className={styles.muted} data-testid="pager-total">
        <Trans>{count} in all</Trans>
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={!next}
        onClick={() => next && onCursor(next)}
        data-testid="pager-next"
      >
        <Trans>Next</Trans>
      </Button>
    </div>
  )
}

/** The pager of one keyset answer: its total and cursors as the server sent them. */
export function KeysetPager({
  page,
  onCursor,
}: {
  page: z.infer<typeof pageInfo>
  onCursor: (cursor: string) => void
}) {
  return (
    <Pager
      total={page.total}
      capped={page.total_capped}
      next={page.next_cursor}
      prev={page.prev_cursor}
      onCursor={onCursor}
    />
  )
}
