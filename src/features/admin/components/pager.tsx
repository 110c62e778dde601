import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import styles from './admin.module.css'

export interface PagerProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <div className={styles.pager}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className={styles.muted}>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </Button>
    </div>
  )
}
