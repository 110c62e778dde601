// Turning Email Routing on: its MX and SPF records go in as a DNS change (preview, history, lock,
// undo), then the CDN switches routing on.
import type { Db } from '../../db/client'
import type { Cdn, DnsRecord } from '../../providers/types'
import {
  applyChange,
  DnsChangeConflict,
  previewChange,
  retractChange,
  type ChangeRow,
} from '../dns/dns-changes'
import { zoneRouting } from './email-routing'

const wanted = (records: Omit<DnsRecord, 'id'>[]) =>
  records.map(({ type, name, content }) => ({ type, name, content, proxied: false }))

/** The DNS change turning routing on would make: its records and those they replace. */
export async function previewEnable(db: Db, cdn: Cdn, userId: number, domain: string) {
  const { zoneId, routing } = await zoneRouting(db, cdn, userId, domain)
  const records = wanted(await routing.requiredRecords(zoneId))
  return previewChange(db, cdn, userId, domain, { source: 'email', records })
}

/**
 * Adds routing's records as previewed (`basis`), then turns routing on. Records there already
 * (a retry after the switch failed) are no change: routing is switched on all the same. When the
 * switch fails (the CDN down, or its answer lost), the records this call added are taken back and
 * leave no DNS history: a failed enable changes nothing the owner would have to undo.
 */
export async function enableRouting(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  basis: string,
) {
  const { row, zoneId, routing } = await zoneRouting(db, cdn, userId, domain)
  const records = wanted(await routing.requiredRecords(zoneId))
  let change: ChangeRow | undefined
  try {
    change = await applyChange(db, cdn, userId, domain, { source: 'email', records }, basis)
  } catch (err) {
    if (!(err instanceof DnsChangeConflict && err.code === 'no_changes')) throw err
  }
  try {
    return { change, status: await routing.enableRouting(zoneId) }
  } catch (err) {
    // If even this fails, the change stays in the history as applied: it is what the zone holds.
    if (change) await retractChange(db, cdn, row, zoneId, change.id).catch(() => false)
    throw err
  }
}
