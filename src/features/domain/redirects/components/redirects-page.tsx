import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DnsChangeRequest } from '@contract/dns-changes'
import type { RedirectView } from '@contract/redirects'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Sheet } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { useOnline } from '@/lib/offline/use-online'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'
import { redirectAddWrite, redirectDeleteWrite, useRedirects } from '../api/redirects'
import { redirectErrorText, redirectFieldError } from '../redirect-error-text'
import { sourceHostOf, type RedirectFormValues } from '../redirect-form-rules'
import { useDnsChangeFlow } from '../../dns/use-dns-change'
import { DnsPreviewSheet } from '../../dns/components/dns-preview-sheet'
import { RedirectForm } from './redirect-form'
import { RedirectRow } from './redirect-row'
import styles from '../../components/domain.module.css'
import dnsStyles from '../../dns/components/dns.module.css'

type Refused = Parameters<typeof RedirectForm>[0]['refused']
const isRemoval = (r: DnsChangeRequest) => r.source === 'redirect' && r.edit.action === 'remove'

/**
 * /domain/$domain/cloudflare/redirects: forwards of the domain or its subdomains. Online, adding
 * and removing one is previewed first and kept in the DNS page's history; offline, it waits in
 * the queue without a preview, like a DNS record.
 */
export function RedirectsPage({ domain }: { domain: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const redirects = useRedirects(domain)
  const [adding, setAdding] = useState<{ refused?: Refused } | null>(null)
  const [removing, setRemoving] = useState<RedirectView | null>(null)
  /** A refusal about one field goes back to the form, the owner's values kept. */
  const refuse = (err: unknown, request: DnsChangeRequest) => {
    const found = redirectFieldError(err)
    if (!found || request.source !== 'redirect' || request.edit.action !== 'add') return false
    const { source, target, status_code = 301, keep_path = true } = request.edit.redirect
    setAdding({ refused: { ...found, values: { source, target, status_code, keep_path } } })
    return true
  }
  const flow = useDnsChangeFlow(domain, {
    applied: (change) =>
      toast.success(change.operations.some((o) => o.action === 'remove') ? t`Deleted` : t`Saved`),
    failed: (err, request) => {
      if (refuse(err, request)) return
      const fallback = isRemoval(request) ? t`Error removing redirect` : t`Error adding redirect`
      toast.error(redirectErrorText(err, i18n, fallback))
    },
    refused: refuse,
  })
  const save = (redirect: RedirectFormValues) => {
    setAdding(null)
    if (!online) return add.enqueue({ domain, ...redirect })
    flow.open({ source: 'redirect', edit: { action: 'add', redirect } })
  }
  const askRemove = (r: RedirectView) =>
    online
      ? flow.open({ source: 'redirect', edit: { action: 'remove', id: r.id } })
      : setRemoving(r)
  const add = useQueuedMutation(redirectAddWrite, {
    onSuccess: () => toast.success(t`Saved`),
    onError: (err) => toast.error(redirectErrorText(err, i18n, t`Error adding redirect`)),
  })
  const remove = useQueuedMutation(redirectDeleteWrite, {
    onSuccess: () => toast.success(t`Deleted`),
    onError: (err) => toast.error(redirectErrorText(err, i18n, t`Error removing redirect`)),
  })
  const waitingAdds = usePendingWrites(redirectAddWrite).filter((w) => w.domain === domain)
  const waitingRemovals = new Set(
    usePendingWrites(redirectDeleteWrite)
      .filter((w) => w.domain === domain)
      .map((w) => w.id),
  )
  const notReady = redirects.error instanceof ApiError && redirects.error.status === 409
  const list = redirects.data?.redirects ?? []

  return (
    <div className={styles.page} data-testid="redirects-page">
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Redirects</Trans>
        </h1>
        <Button
          size="sm"
          onClick={() => setAdding({})}
          disabled={notReady}
          data-testid="redirect-add-open"
        >
          <Trans>Add redirect</Trans>
        </Button>
      </header>
      <p className={styles.hint}>
        <Trans>
          Send visitors of {domain} or one of its subdomains to another address. A name without DNS
          records gets a proxied placeholder record, removed with the redirect.
        </Trans>{' '}
        {online ? (
          <Trans>
            Each change is shown before it is applied and can be undone on the DNS page.
          </Trans>
        ) : (
          <Trans>Offline, changes wait and are sent without a preview.</Trans>
        )}
      </p>
      {isLoadingFirst(redirects) && <Skeleton height={120} />}
      {notReady && (
        <p className={styles.hint} data-testid="redirects-not-ready">
          <Trans>Redirects can be added once the domain is active.</Trans>
        </p>
      )}
      {!notReady && (redirects.isError || isStalledOffline(redirects)) && (
        <div className={styles.check}>
          <span className={styles.error} data-testid="redirects-error">
            <Trans>Redirects could not be loaded.</Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={() => void redirects.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
      {redirects.data && (
        <ul className={dnsStyles.records} data-testid="redirects">
          {list.map((r) => (
            <RedirectRow
              key={r.id}
              redirect={r}
              waiting={waitingRemovals.has(r.id)}
              onDelete={() => askRemove(r)}
            />
          ))}
          {waitingAdds.map((w) => (
            <RedirectRow
              key={w.idempotencyKey}
              redirect={{ ...w, id: w.idempotencyKey, source: sourceHostOf(w.source, domain) }}
              waiting
            />
          ))}
          {list.length === 0 && waitingAdds.length === 0 && (
            <li className={styles.hint} data-testid="redirects-empty">
              <Trans>No redirects yet.</Trans>
            </li>
          )}
        </ul>
      )}
      <Sheet
        open={adding !== null}
        onClose={() => setAdding(null)}
        title={<Trans>New redirect</Trans>}
      >
        <RedirectForm domain={domain} onSubmit={save} refused={adding?.refused} />
      </Sheet>
      <DnsPreviewSheet flow={flow} />
      <ConfirmDialog
        open={removing !== null}
        danger
        title={<Trans>Remove redirect?</Trans>}
        message={removing && `${removing.source} → ${removing.target}`}
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={() => {
          if (removing) remove.enqueue({ domain, id: removing.id })
          setRemoving(null)
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  )
}
