import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DnsRecordView } from '@contract/dns'
import type { DnsChangeRequest, DnsChangeView } from '@contract/dns-changes'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Sheet } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { useOnline } from '@/lib/offline/use-online'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'
import { dnsAddWrite, dnsDeleteWrite, useDnsRecords } from '../api/dns-records'
import { cdnErrorText } from '../cdn-error-text'
import { useDnsChangeFlow } from '../use-dns-change'
import { DnsForm, type NewRecord } from './dns-form'
import { DnsHistory } from './dns-history'
import { DnsPreviewSheet } from './dns-preview-sheet'
import { DnsRecordList } from './dns-record-list'
import { DnsTemplatesSheet } from './dns-templates-sheet'
import styles from '../../components/domain.module.css'
import { DAY_AND_TIME, formatDate } from '@/lib/format-date'
import { DomainName } from '@/components/ui/domain-name'

type Editing = { record?: DnsRecordView } | null

/**
 * /domain/$domain/cloudflare/dns: the zone's records. Online, every change (a record, a template)
 * is previewed first and kept in the history; offline, adding and deleting a record wait in the
 * queue as before, and templates and undo, which need the zone's current records, say so.
 */
export function DnsPage({ domain }: { domain: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const records = useDnsRecords(domain)
  const [editing, setEditing] = useState<Editing>(null)
  const [templates, setTemplates] = useState(false)
  const [deleting, setDeleting] = useState<DnsRecordView | null>(null)
  const add = useQueuedMutation(dnsAddWrite, {
    onSuccess: () => toast.success(t`Saved`),
    onError: (err) => toast.error(cdnErrorText(err, i18n, t`Error adding record`)),
  })
  const remove = useQueuedMutation(dnsDeleteWrite, {
    onSuccess: () => toast.success(t`Deleted`),
    onError: (err) => toast.error(cdnErrorText(err, i18n, t`Error deleting record`)),
  })
  const action = (r: DnsChangeRequest) => (r.source === 'record' ? r.edit.action : 'template')
  const flow = useDnsChangeFlow(domain, {
    applied: (change: DnsChangeView) => {
      if (change.source === 'template') toast.success(t`Template applied`)
      else if (change.operations.every((o) => o.action === 'remove')) toast.success(t`Deleted`)
      else toast.success(t`Saved`)
    },
    failed: (err, request) => {
      const kind = action(request)
      const fallback =
        kind === 'remove'
          ? t`Error deleting record`
          : kind === 'template'
            ? t`The template could not be applied`
            : t`Error adding record`
      toast.error(cdnErrorText(err, i18n, fallback))
    },
  })
  const waitingAdds = usePendingWrites(dnsAddWrite).filter((w) => w.domain === domain)
  const waitingDeletes = new Set(
    usePendingWrites(dnsDeleteWrite)
      .filter((w) => w.domain === domain)
      .map((w) => w.id),
  )

  const save = (record: NewRecord) => {
    const id = editing?.record?.id
    setEditing(null)
    if (!online && !id) return add.enqueue({ domain, ...record })
    flow.open({
      source: 'record',
      edit: id ? { action: 'update', id, record } : { action: 'add', record },
    })
  }
  const askDelete = (r: DnsRecordView) =>
    online ? flow.open({ source: 'record', edit: { action: 'remove', id: r.id } }) : setDeleting(r)

  const asOf = records.data?.as_of ? formatDate(records.data.as_of, i18n.locale, DAY_AND_TIME) : ''
  const notReady = records.error instanceof ApiError && records.error.status === 409
  return (
    <div className={styles.page} data-testid="dns-page">
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>DNS records</Trans>
        </h1>
        <Button size="sm" onClick={() => setEditing({})} data-testid="dns-add-open">
          <Trans>Add record</Trans>
        </Button>
      </header>
      <p className={styles.hint}>
        <DomainName name={domain} />
      </p>
      <Button
        variant="secondary"
        disabled={!online || notReady}
        onClick={() => setTemplates(true)}
        data-testid="dns-templates-open"
      >
        <Trans>Templates: connect a service</Trans>
      </Button>
      {!online && (
        <p className={styles.hint} data-testid="dns-templates-offline">
          <Trans>Templates need a connection: their preview is made from the zone's records.</Trans>
        </p>
      )}
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
        <DnsRecordList
          records={records.data.dns_records}
          waitingAdds={waitingAdds}
          waitingDeletes={waitingDeletes}
          onDelete={askDelete}
          onEdit={online ? (record) => setEditing({ record }) : undefined}
        />
      )}
      {!notReady && <DnsHistory domain={domain} online={online} />}
      <Sheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.record ? <Trans>Edit DNS record</Trans> : <Trans>New DNS record</Trans>}
      >
        <DnsForm onSubmit={save} initial={editing?.record} />
      </Sheet>
      <DnsTemplatesSheet
        open={templates}
        onClose={() => setTemplates(false)}
        onPreview={(change) => {
          setTemplates(false)
          flow.open(change)
        }}
      />
      <DnsPreviewSheet flow={flow} />
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
