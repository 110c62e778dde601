import { Trans, useLingui } from '@lingui/react/macro'
import type { RedirectView } from '@contract/redirects'
import { Button } from '@/components/ui/button'
import styles from './domain.module.css'
import dnsStyles from './dns.module.css'

export function RedirectRow({
  redirect,
  waiting,
  onDelete,
}: {
  redirect: RedirectView
  /** A write about this redirect is waiting for the network. */
  waiting: boolean
  onDelete?: () => void
}) {
  const { t } = useLingui()
  return (
    <li
      className={dnsStyles.record}
      data-pending={waiting}
      data-testid="redirect"
      data-source={redirect.source}
    >
      <span className={dnsStyles.recordType}>{redirect.status_code}</span>
      <span className={dnsStyles.recordBody}>
        <span>{redirect.source}</span>
        <span className={styles.mono}>→ {redirect.target}</span>
        <small className={styles.hint}>
          {redirect.keep_path ? <Trans>Path kept</Trans> : <Trans>Always this URL</Trans>}
          {waiting && (
            <>
              {' · '}
              <span data-testid="redirect-waiting">
                <Trans>waiting to sync</Trans>
              </span>
            </>
          )}
        </small>
      </span>
      {onDelete && !waiting && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t`Remove redirect`}
          data-testid="redirect-delete"
        >
          ✕
        </Button>
      )}
    </li>
  )
}
