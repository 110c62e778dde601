import { Trans } from '@lingui/react/macro'
import type { ChangeConflict, ChangeRecord } from '@contract/dns-changes'
import styles from './domain.module.css'

/** One record as a line: type, name and what it points to. */
export function RecordLine({ record }: { record: ChangeRecord }) {
  return (
    <>
      <b>{record.type}</b> {record.name} → <span className={styles.mono}>{record.content}</span>
    </>
  )
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
