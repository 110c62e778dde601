import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EmailRoutingView } from '@contract/email-routing'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { useToast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { useOnline } from '@/lib/offline/use-online'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'
import { useEmailRouting, useEmailWrites } from '../api/email-routing'
import { emailErrorText } from '../email-error-text'
import { useEmailEnableFlow } from '../use-email-enable'
import { DnsPreviewSheet } from '../../dns/components/dns-preview-sheet'
import { AliasesCard } from './aliases-card'
import { CatchAllCard } from './catch-all-card'
import { DestinationsCard } from './destinations-card'
import styles from '../../components/domain.module.css'

/** What the owner is asked to confirm removing: an alias, or one of their addresses. */
type Removal =
  { kind: 'alias'; id: string; what: string } | { kind: 'destination'; id: number; what: string }

function RoutingStatus({ status }: { status: EmailRoutingView['status'] }) {
  if (status === 'ready') return <Trans>On: mail to the domain goes through Cloudflare.</Trans>
  if (status === 'misconfigured')
    return (
      <span className={styles.warning}>
        <Trans>
          On, but its MX and SPF records are gone from the DNS zone, so mail does not arrive. Turn
          it on again to add them back.
        </Trans>
      </span>
    )
  return (
    <Trans>
      Off. Turning it on adds MX and SPF records to the DNS zone: you see them before they are
      applied, and can undo them on the DNS page.
    </Trans>
  )
}

/**
 * /domain/$domain/cloudflare/email: email forwarding of the domain. Routing is turned on by a
 * previewed DNS change; the owner's addresses, the aliases forwarding to them, and the catch-all.
 * Every change needs the network: offline the screen shows what it last saw.
 */
export function EmailPage({ domain }: { domain: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const email = useEmailRouting(domain)
  const writes = useEmailWrites(domain)
  const flow = useEmailEnableFlow(writes, {
    applied: () => toast.success(t`Email forwarding is on`),
    failed: (err) =>
      toast.error(emailErrorText(err, i18n, t`Email forwarding could not be turned on`)),
  })
  const [removing, setRemoving] = useState<Removal | null>(null)
  const notReady = email.error instanceof ApiError && email.error.status === 409
  const view = email.data

  const remove = (r: Removal) => {
    const done = { onSuccess: () => toast.success(t`Deleted`) }
    if (r.kind === 'alias')
      writes.removeAlias.mutate(r.id, {
        ...done,
        onError: (err) => toast.error(emailErrorText(err, i18n, t`Error removing alias`)),
      })
    else
      writes.removeDestination.mutate(r.id, {
        ...done,
        onError: (err) => toast.error(emailErrorText(err, i18n, t`Error removing address`)),
      })
    setRemoving(null)
  }

  return (
    <div className={styles.page} data-testid="email-page">
      <h1 className={styles.title}>
        <Trans>Email forwarding</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>
          Addresses at {domain} without a mailbox: mail sent to them arrives in the mailbox you
          already read.
        </Trans>
        {!online && (
          <>
            {' '}
            <Trans>Offline, nothing can be changed here.</Trans>
          </>
        )}
      </p>
      {isLoadingFirst(email) && <Skeleton height={160} />}
      {notReady && (
        <p className={styles.hint} data-testid="email-not-ready">
          {emailErrorText(email.error, i18n, t`Email forwarding works once the domain is active.`)}
        </p>
      )}
      {!notReady && !view && (email.isError || isStalledOffline(email)) && (
        <LoadError
          className={styles.check}
          messageClassName={styles.error}
          message={<Trans>Email forwarding could not be loaded.</Trans>}
          onRetry={() => void email.refetch()}
          data-testid="email-error"
        />
      )}
      {view && (
        <>
          <Card title={<Trans>Forwarding</Trans>} data-testid="email-routing">
            <Switch
              checked={view.status === 'ready'}
              disabled={view.status === 'ready' || !online}
              onChange={(on) => on && flow.open()}
              testId="email-enable"
            >
              <span data-testid="email-status" data-status={view.status}>
                <RoutingStatus status={view.status} />
              </span>
            </Switch>
          </Card>
          <DestinationsCard
            view={view}
            writes={writes}
            online={online}
            onRemove={(d) => setRemoving({ kind: 'destination', id: d.id, what: d.email })}
          />
          <AliasesCard
            domain={domain}
            view={view}
            writes={writes}
            online={online}
            onRemove={(a) =>
              setRemoving({ kind: 'alias', id: a.id, what: `${a.address} → ${a.destination}` })
            }
          />
          <CatchAllCard domain={domain} view={view} writes={writes} online={online} />
        </>
      )}
      <DnsPreviewSheet flow={flow} />
      <ConfirmDialog
        open={removing !== null}
        danger
        title={
          removing?.kind === 'alias' ? <Trans>Remove alias?</Trans> : <Trans>Remove address?</Trans>
        }
        message={removing?.what}
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  )
}
