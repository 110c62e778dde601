import { Trans, useLingui } from '@lingui/react/macro'
import type { ChangeOperation } from '@contract/dns-changes'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Sheet } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { cdnErrorText } from '../cdn-error-text'
import type { DnsChangeFlow } from '../use-dns-change'
import { ConflictText, OperandLine, RecordLine } from './dns-change-texts'
import styles from '../../components/domain.module.css'
import dnsStyles from './dns.module.css'

function OperationRow({ op }: { op: ChangeOperation }) {
  const sign = op.action === 'add' ? '+' : op.action === 'remove' ? '−' : '~'
  return (
    <li className={dnsStyles.op} data-testid="dns-op" data-action={op.action} data-kind={op.kind}>
      <span className={dnsStyles.opSign}>{sign}</span>
      <span className={dnsStyles.recordBody}>
        {op.before && (
          <span className={op.after ? dnsStyles.before : undefined}>
            <OperandLine op={op} side="before" />
          </span>
        )}
        {op.after && (
          <span>
            <OperandLine op={op} side="after" />
          </span>
        )}
      </span>
    </li>
  )
}

/** What the sheet reads of a change's flow: a record edit's, or turning email forwarding on. */
export type PreviewSheetFlow = Pick<DnsChangeFlow, 'stale' | 'close' | 'confirm' | 'retry'> & {
  /** Open while there is a change under review. */
  request: unknown
  preview: Pick<DnsChangeFlow['preview'], 'data' | 'isPending' | 'isError' | 'error'>
  apply: Pick<DnsChangeFlow['apply'], 'isPending'>
}

/** What a DNS change adds, changes and removes, and what it conflicts with; Apply or Cancel. */
export function DnsPreviewSheet({ flow }: { flow: PreviewSheetFlow }) {
  const { t, i18n } = useLingui()
  const { preview, apply } = flow
  const plan = preview.data
  const groups = [
    { action: 'add', title: <Trans>Added</Trans> },
    { action: 'update', title: <Trans>Changed</Trans> },
    { action: 'remove', title: <Trans>Removed</Trans> },
  ] as const
  const empty = plan?.operations.length === 0
  const footer = (
    <>
      <Button variant="secondary" onClick={flow.close} disabled={apply.isPending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button
        onClick={flow.confirm}
        disabled={!plan || empty || preview.isPending}
        loading={apply.isPending}
        data-testid="dns-apply"
      >
        <Trans>Apply</Trans>
      </Button>
    </>
  )
  return (
    <Sheet
      open={flow.request !== null}
      onClose={flow.close}
      title={<Trans>Review the changes</Trans>}
      footer={footer}
    >
      <div className={dnsStyles.form} data-testid="dns-preview">
        {preview.isPending && <Skeleton height={96} />}
        {preview.isError && (
          <LoadError
            className={styles.check}
            messageClassName={styles.error}
            message={cdnErrorText(preview.error, i18n, t`The preview could not be made.`)}
            onRetry={flow.retry}
          />
        )}
        {flow.stale && !preview.isPending && (
          <p className={styles.warning} data-testid="dns-preview-stale">
            <Trans>The records changed meanwhile. This is the new preview: check it again.</Trans>
          </p>
        )}
        {plan && plan.conflicts.length > 0 && (
          <ul className={dnsStyles.conflicts} data-testid="dns-conflicts">
            {plan.conflicts.map((c) => (
              <li key={`${c.reason} ${c.name}`} data-testid="dns-conflict" data-reason={c.reason}>
                <ConflictText conflict={c} />
                <ul>
                  {c.records.map((r) => (
                    <li key={r.id ?? r.content}>
                      <RecordLine record={r} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {empty && (
          <p className={styles.hint} data-testid="dns-preview-empty">
            <Trans>Nothing to change: the zone already has these records.</Trans>
          </p>
        )}
        {plan &&
          groups.map(({ action, title }) => {
            const ops = plan.operations.filter((o) => o.action === action)
            if (!ops.length) return null
            return (
              <section key={action}>
                <h3 className={styles.label}>{title}</h3>
                <ul className={dnsStyles.ops}>
                  {ops.map((op, i) => (
                    <OperationRow key={i} op={op} />
                  ))}
                </ul>
              </section>
            )
          })}
      </div>
    </Sheet>
  )
}
