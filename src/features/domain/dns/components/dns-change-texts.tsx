import { Trans } from '@lingui/react/macro'
import type {
  ChangeConflict,
  ChangeOperation,
  ChangeRecord,
  ChangeRedirect,
} from '@contract/dns-changes'
import styles from '../../components/domain.module.css'

/** One record as a line: type, name and what it points to. */
export function RecordLine({ record }: { record: ChangeRecord }) {
  return (
    <>
      <b>{record.type}</b> {record.name} → <span className={styles.mono}>{record.content}</span>
    </>
  )
}

/** One redirect as a line: its code, the name it answers for and where it sends visitors. */
export function RedirectLine({ redirect }: { redirect: ChangeRedirect }) {
  return (
    <>
      <b>{redirect.status_code}</b> {redirect.source} →{' '}
      <span className={styles.mono}>{redirect.target}</span>{' '}
      <small>
        {redirect.keep_path ? <Trans>Path kept</Trans> : <Trans>Always this URL</Trans>}
      </small>
    </>
  )
}

/** The record or redirect an operation had before (`side` before) or leaves (after). */
export function OperandLine({ op, side }: { op: ChangeOperation; side: 'before' | 'after' }) {
  if (op.kind === 'redirect') {
    const redirect = op[side]
    return redirect ? <RedirectLine redirect={redirect} /> : null
  }
  const record = op[side]
  return record ? <RecordLine record={record} /> : null
}

/** The history's title of the change that turned email forwarding on (its MX and SPF records). */
export function EmailChangeTitle() {
  return <Trans>Email forwarding: MX and SPF records</Trans>
}

/** Why these existing records are in the way, before anything is applied. */
export function ConflictText({ conflict }: { conflict: ChangeConflict }) {
  const name = conflict.name
  switch (conflict.reason) {
    case 'cname':
      return <Trans>{name}: a CNAME cannot share its name, so these records are removed:</Trans>
    case 'address':
      return <Trans>{name}: the template replaces the addresses (A and AAAA) there:</Trans>
    case 'mail':
      return <Trans>{name}: the template replaces the mail servers (MX):</Trans>
    case 'spf':
      return <Trans>{name}: the template replaces the SPF policy:</Trans>
    case 'duplicate':
      return <Trans>{name}: this record already exists:</Trans>
  }
}
