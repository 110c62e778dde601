import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ChangeRecord, ChangeRedirect, DnsChangeView } from '@contract/dns-changes'
import { dnsTemplates } from '@contract/dns-templates'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { isLoadingFirst } from '@/lib/query-status'
import { useDnsChanges, useUndoDnsChange } from '../api/dns-changes'
import { cdnErrorText } from '../cdn-error-text'
import { EmailChangeTitle, RecordLine, RedirectLine } from './dns-change-texts'
import styles from '../../components/domain.module.css'
import dnsStyles from './dns.module.css'
import { DAY_AND_TIME, formatDate } from '@/lib/format-date'

function ChangeTitle({ change }: { change: DnsChangeView }) {
  const service = dnsTemplates.find((x) => x.id === change.template)?.service ?? ''
  if (change.source === 'template') return <Trans>Template: {service}</Trans>
  if (change.source === 'redirect') return <RedirectTitle change={change} />
  if (change.source === 'email') return <EmailChangeTitle />
  const main = change.operations.find((o) => o.after) ?? change.operations[0]
  if (main?.action === 'add') return <Trans>Record added</Trans>
  if (main?.action === 'remove') return <Trans>Record removed</Trans>
  return <Trans>Record changed</Trans>
}

function RedirectTitle({ change }: { change: DnsChangeView }) {
  const op = change.operations.find((o) => o.kind === 'redirect')
  const redirect = op?.kind === 'redirect' ? (op.after ?? op.before) : undefined
  const where = redirect ? `${redirect.source} → ${redirect.target}` : ''
  if (op?.action === 'remove') return <Trans>Redirect removed: {where}</Trans>
  return <Trans>Redirect added: {where}</Trans>
}

type Moved = { records?: ChangeRecord[]; redirects?: ChangeRedirect[] }
/** What the zone no longer shows as the change left it (the 409 of a refused undo). */
const movedOf = (err: unknown): Required<Moved> => {
  const body = err instanceof ApiError && err.code === 'zone_moved_on' ? (err.body as Moved) : {}
  return { records: body.records ?? [], redirects: body.redirects ?? [] }
}

/** The domain's DNS changes, newest first; the newest applied one can be undone. */
export function DnsHistory({ domain, online }: { domain: string; online: boolean }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const changes = useDnsChanges(domain)
  const undo = useUndoDnsChange(domain)
  const [asking, setAsking] = useState<DnsChangeView | null>(null)
  const moved = movedOf(undo.error)
  const list = changes.data?.changes ?? []
  return (
    <section className={dnsStyles.form} data-testid="dns-history">
      <h2 className={styles.label}>
        <Trans>Change history</Trans>
      </h2>
      {isLoadingFirst(changes) && <Skeleton height={60} />}
      {changes.isError && !changes.data && (
        <LoadError
          className={styles.check}
          messageClassName={styles.error}
          message={<Trans>The change history could not be loaded.</Trans>}
          onRetry={() => void changes.refetch()}
        />
      )}
      {changes.data && list.length === 0 && (
        <p className={styles.hint} data-testid="dns-history-empty">
          <Trans>
            No changes yet. Changes made here appear in this list and the last one can be undone.
          </Trans>
        </p>
      )}
      {undo.isError && (
        <div className={styles.error} role="alert" data-testid="dns-undo-error">
          {moved.records.length + moved.redirects.length ? (
            <>
              <Trans>The records changed since, so undo would not restore them exactly:</Trans>
              <ul>
                {moved.records.map((r) => (
                  <li key={`${r.type} ${r.name} ${r.content}`}>
                    <RecordLine record={r} />
                  </li>
                ))}
                {moved.redirects.map((r) => (
                  <li key={`redirect ${r.source}`}>
                    <RedirectLine redirect={r} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            cdnErrorText(undo.error, i18n, t`The change could not be undone.`)
          )}
        </div>
      )}
      <ul className={dnsStyles.records}>
        {list.map((c) => (
          <li
            key={c.id}
            className={dnsStyles.record}
            data-testid="dns-change"
            data-status={c.status}
          >
            <span className={dnsStyles.recordBody}>
              <span>
                <ChangeTitle change={c} />
              </span>
              <small className={styles.hint}>
                {formatDate(c.created_at, i18n.locale, DAY_AND_TIME)}
                {' · '}+{c.operations.filter((o) => o.action === 'add').length} ~
                {c.operations.filter((o) => o.action === 'update').length} −
                {c.operations.filter((o) => o.action === 'remove').length}
                {c.status === 'undone' && (
                  <>
                    {' · '}
                    <Trans>undone</Trans>
                  </>
                )}
                {c.partial && (
                  <>
                    {' · '}
                    <Trans>stopped part way: only these operations went through</Trans>
                  </>
                )}
                {c.interrupted && (
                  <span data-testid="dns-change-interrupted">
                    {' · '}
                    <Trans>not finished: which of these operations went through is unknown</Trans>
                  </span>
                )}
              </small>
            </span>
            {c.can_undo && (
              <Button
                size="sm"
                variant="secondary"
                disabled={!online}
                loading={undo.isPending}
                onClick={() => setAsking(c)}
                data-testid="dns-undo"
              >
                <Trans>Undo</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!online && list.some((c) => c.can_undo) && (
        <p className={styles.hint}>
          <Trans>Undo needs a connection: it checks the zone first.</Trans>
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={<Trans>Undo this change?</Trans>}
        message={
          <Trans>
            The records and redirects it added are removed, and the ones it changed or removed come
            back as they were.
          </Trans>
        }
        confirmLabel={<Trans>Undo</Trans>}
        onConfirm={() => {
          if (asking) undo.mutate(asking.id, { onSuccess: () => toast.success(t`Change undone`) })
          setAsking(null)
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}
