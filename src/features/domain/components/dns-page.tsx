import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DnsRecordView } from '@contract/dns'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Sheet } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'
import { dnsAddWrite, dnsDeleteWrite, useDnsRecords } from '../api/dns-records'
import { cdnErrorText } from '../cdn-error-text'
import { DnsForm } from './dns-form'
import { DnsRecordRow } from './dns-record-row'
import styles from './domain.module.css'
import dnsStyles from './dns.module.css'

/** /domain/$domain/cloudflare/dns: the zone's records; adding and deleting wait offline. */
export function DnsPage({ domain }: { domain: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const records = useDnsRecords(domain)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<DnsRecordView | null>(null)
  const add = useQueuedMutation(dnsAddWrite, {
    onSuccess: () => toast.success(t`Saved`),
    onError: (err) => toast.error(cdnErrorText(err, i18n, t`Error adding record`)),
  })
  const remove = useQueuedMutation(dnsDeleteWrite, {
    onSuccess: () => toast.success(t`Deleted`),
    onError: (err) => toast.error(cdnErrorText(err, i18n, t`Error deleting record`)),
  })
  const waitingAdds = usePendingWrites(dnsAddWrite).filter((w) => w.domain === domain)
  const waitingDeletes = new Set(
    usePendingWrites(dnsDeleteWrite)
      .filter((w) => w.domain === domain)
      .map((w) => w.id),
  )

  const asOf = records.data?.as_of
    ? i18n.date(new Date(records.data.as_of), { dateStyle: 'medium', timeStyle: 'short' })
    : ''
  const notReady = records.error instanceof ApiError && records.error.status === 409
  return (
    <div className={styles.page} data-testid="dns-page">
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>DNS records</Trans>
        </h1>
        <Button size="sm" onClick={() => setAdding(true)} data-testid="dns-add-open">
          <Trans>Add record</Trans>
        </Button>
      </header>
      <p className={styles.hint}>{domain}</p>
      {isLoadingFirst(records) && <Skeleton height={120} />}
      {notReady && (
        <p className={styles.hint}>
          <Trans>DNS records can be edited once the domain is set up.</Trans>
        </p>
      )}
      {!notReady && (records.isError || isStalledOffline(records)) && (
        <div className={styles.check}>
          <span className={styles.error}>
            <Trans>DNS records could not be loaded.</Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={() => void records.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
      {records.data?.cdn_unreachable && (
        <p className={styles.warning} data-testid="cdn-unreachable">
          <Trans>
            Can't reach the CDN right now. These are the records as of {asOf}; changes will not go
            through until it answers.
          </Trans>
        </p>
      )}
      {records.data && (
        <ul className={dnsStyles.records} data-testid="dns-records">
          {records.data.dns_records.map((r) => (
            <DnsRecordRow
              key={r.id}
              record={r}
              waiting={waitingDeletes.has(r.id)}
              onDelete={() => setDeleting(r)}
            />
          ))}
          {waitingAdds.map((w) => (
            <DnsRecordRow key={w.idempotencyKey} record={{ id: w.idempotencyKey, ...w }} waiting />
          ))}
          {records.data.dns_records.length === 0 && waitingAdds.length === 0 && (
            <li className={styles.hint} data-testid="dns-empty">
              <Trans>No DNS records yet.</Trans>
            </li>
          )}
        </ul>
      )}
      <Sheet open={adding} onClose={() => setAdding(false)} title={<Trans>New DNS record</Trans>}>
        <DnsForm
          onSubmit={(record) => {
            add.enqueue({ domain, ...record })
            setAdding(false)
          }}
        />
      </Sheet>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={<Trans>Delete record?</Trans>}
        message={deleting && `${deleting.type} ${deleting.name} → ${deleting.content}`}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => {
          if (deleting) remove.enqueue({ domain, id: deleting.id })
          setDeleting(null)
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
