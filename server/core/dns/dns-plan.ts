// Plans a DNS change from the zone's current records, touching nothing: which records a record
// edit or a template adds, updates and removes, and which existing records conflict and why.
// A CNAME never shares its name (the CDN refuses it); a template also takes over the root's
// addresses, the mail servers and the SPF policy it brings, so those existing records leave too.
import { createHash } from 'node:crypto'
import type {
  ChangeConflict,
  ChangeRecord,
  ConflictReason,
  RecordOperation,
} from '@contract/dns-changes'
import { templateRecords, type DnsTemplateId } from '@contract/dns-templates'
import { qualifyName } from '../../providers/cdn/dns-record'
import type { CdnRedirect } from '../../providers/redirects'
import type { DnsRecord } from '../../providers/types'

export interface Wanted {
  type: string
  name: string
  content: string
  proxied: boolean
}

export type PlanInput =
  | { source: 'record'; edit: { action: 'add'; record: Wanted } }
  | { source: 'record'; edit: { action: 'update'; id: string; record: Wanted } }
  | { source: 'record'; edit: { action: 'remove'; id: string } }
  | { source: 'template'; template: DnsTemplateId; target?: string }
  /** The records a CDN service needs (email routing's MX and SPF), taken over like a template's. */
  | { source: 'email'; records: Wanted[] }

export interface Plan {
  operations: RecordOperation[]
  conflicts: ChangeConflict[]
}

/** The record the edit names is not in the zone (a 404 for the caller). */
export class MissingRecordError extends Error {
  constructor(readonly id: string) {
    super(`No DNS record ${id} in this domain’s zone`)
  }
}

export const viewOf = (r: Wanted & { id?: string; ttl?: number }): ChangeRecord => ({
  ...(r.id ? { id: r.id } : {}),
  type: r.type,
  name: r.name,
  content: r.content,
  proxy_status: r.proxied ? 'PROXIED' : 'DNS_ONLY',
  ttl: r.ttl ?? 1,
})

const hostish = new Set(['CNAME', 'MX', 'NS'])
/** Two records say the same thing: host names compare without case or trailing dot. */
export function sameRecord(a: Wanted, b: Wanted): boolean {
  const norm = (r: Wanted) =>
    hostish.has(r.type) ? r.content.trim().toLowerCase().replace(/\.$/, '') : r.content.trim()
  return a.type === b.type && a.name === b.name && norm(a) === norm(b)
}

/**
 * Names the exact records and redirects a plan was made from; any add, delete or edit of either
 * changes it (a redirect needs its name's records, a record edit may strand a redirect).
 */
export function basisOf(records: DnsRecord[], redirects: CdnRedirect[] = []): string {
  const lines = [
    ...records.map((r) => [r.id, r.type, r.name, r.content, r.proxied ? 1 : 0]),
    ...redirects.map((r) => ['redirect', r.id, r.source, r.target, r.statusCode, r.keepPath]),
  ]
    .map((parts) => parts.join('\u0000'))
    .sort()
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 32)
}

const isAddress = (t: string) => t === 'A' || t === 'AAAA'
const isSpf = (r: Wanted) => r.type === 'TXT' && /^"?v=spf1\b/i.test(r.content.trim())

function conflictReason(wanted: Wanted, existing: Wanted, template: boolean) {
  if (wanted.type === 'CNAME' || existing.type === 'CNAME') return 'cname'
  if (!template) return undefined
  if (isAddress(wanted.type) && isAddress(existing.type)) return 'address'
  if (wanted.type === 'MX' && existing.type === 'MX') return 'mail'
  if (isSpf(wanted) && isSpf(existing)) return 'spf'
  return undefined
}

/** The operations and conflicts that bring `wanted` into the zone beside `current`. */
function planRecords(current: DnsRecord[], wanted: Wanted[], template: boolean): Plan {
  const adds = wanted.filter((w) => !current.some((c) => sameRecord(c, w)))
  const removed = new Map<string, { record: DnsRecord; reason: ConflictReason }>()
  const duplicates = template ? [] : current.filter((c) => wanted.some((w) => sameRecord(c, w)))
  for (const w of adds) {
    for (const c of current) {
      if (c.name !== w.name || wanted.some((x) => sameRecord(c, x))) continue
      const reason = conflictReason(w, c, template)
      if (reason && !removed.has(c.id)) removed.set(c.id, { record: c, reason })
    }
  }
  // A removed record and an added one of the same name and type read better as one update.
  const operations: RecordOperation[] = []
  const paired = new Set<string>()
  for (const w of adds) {
    const old = [...removed.values()].find(
      (r) => !paired.has(r.record.id) && r.record.name === w.name && r.record.type === w.type,
    )
    if (old) paired.add(old.record.id)
    operations.push(
      old
        ? { kind: 'record', action: 'update', before: viewOf(old.record), after: viewOf(w) }
        : { kind: 'record', action: 'add', after: viewOf(w) },
    )
  }
  for (const { record } of removed.values())
    if (!paired.has(record.id))
      operations.unshift({ kind: 'record', action: 'remove', before: viewOf(record) })
  const conflicts = new Map<string, ChangeConflict>()
  const note = (reason: ConflictReason, r: DnsRecord) => {
    const key = `${reason} ${r.name}`
    const entry = conflicts.get(key) ?? { reason, name: r.name, records: [] }
    entry.records.push(viewOf(r))
    conflicts.set(key, entry)
  }
  for (const { record, reason } of removed.values()) note(reason, record)
  for (const d of duplicates) note('duplicate', d)
  return { operations, conflicts: [...conflicts.values()] }
}

/** What `input` would do to a zone of `domain` holding `current`. */
export function planChange(domain: string, current: DnsRecord[], input: PlanInput): Plan {
  const qualify = (w: Wanted): Wanted => ({
    ...w,
    type: w.type.toUpperCase(),
    name: qualifyName(w.name, domain),
    content: w.content.trim(),
  })
  if (input.source === 'email') return planRecords(current, input.records.map(qualify), true)
  if (input.source === 'template') {
    const wanted = templateRecords(input.template, domain, input.target).map((r) =>
      qualify({ ...r, proxied: false }),
    )
    return planRecords(current, wanted, true)
  }
  const { edit } = input
  if (edit.action === 'add') return planRecords(current, [qualify(edit.record)], false)
  const existing = current.find((r) => r.id === edit.id)
  if (!existing) throw new MissingRecordError(edit.id)
  if (edit.action === 'remove')
    return {
      operations: [{ kind: 'record', action: 'remove', before: viewOf(existing) }],
      conflicts: [],
    }
  const next = qualify(edit.record)
  if (sameRecord(existing, next) && existing.proxied === next.proxied)
    return { operations: [], conflicts: [] }
  const others = current.filter((r) => r.id !== existing.id)
  const rest = planRecords(others, [next], false)
  // Another record already says this: the edit would only make a duplicate the CDN refuses.
  if (rest.conflicts.some((c) => c.reason === 'duplicate')) return { ...rest, operations: [] }
  const update: RecordOperation = {
    kind: 'record',
    action: 'update',
    before: viewOf(existing),
    after: viewOf(next),
  }
  // The edited record itself becomes the update; conflicts with the others still leave.
  return {
    operations: [...rest.operations.filter((o) => o.action === 'remove'), update],
    conflicts: rest.conflicts,
  }
}
