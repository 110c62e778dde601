// Previewed DNS changes: plan from the zone's records, apply only when the zone still holds the
// records the preview was made from, keep what was done in the history, and undo the newest change
// only while the zone still shows its result. Operations go through the CDN interface one by one,
// removals first (a CNAME's name must be free before it is created); no transaction spans a call.
import { and, desc, eq } from 'drizzle-orm'
import type { ChangeOperation, ChangeRecord } from '@contract/dns-changes'
import type { Db } from '../db/client'
import { dnsChanges } from '../db/schema'
import type { Cdn, DnsRecord } from '../providers/types'
import { ownedZone } from './dns'
import { basisOf, planChange, sameRecord, type PlanInput } from './dns-plan'

export type ChangeRow = typeof dnsChanges.$inferSelect

/** A change that cannot go ahead as asked; `records` names what differs. */
export class DnsChangeConflict extends Error {
  constructor(
    readonly code: 'stale_preview' | 'no_changes' | 'not_last' | 'zone_moved_on',
    message: string,
    readonly records: ChangeRecord[] = [],
  ) {
    super(message)
  }
}

export async function previewChange(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  input: PlanInput,
) {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  const current = await cdn.listDnsRecords(zoneId)
  return { basis: basisOf(current), ...planChange(row.domain, current, input) }
}

const toCdn = (r: ChangeRecord): Omit<DnsRecord, 'id'> => ({
  type: r.type,
  name: r.name,
  content: r.content,
  proxied: r.proxy_status === 'PROXIED',
  ttl: r.ttl ?? 1,
})
const rank = { remove: 0, update: 1, add: 2 } as const

/** Runs the operations; on a failure, `done` holds the ones that went through. */
class PartialRun extends Error {
  constructor(
    readonly done: ChangeOperation[],
    readonly failure: unknown,
  ) {
    super('a DNS change stopped part way')
  }
}

async function run(cdn: Cdn, zoneId: string, operations: ChangeOperation[]) {
  const done: ChangeOperation[] = []
  const ordered = [...operations].sort((a, b) => rank[a.action] - rank[b.action])
  try {
    for (const op of ordered) {
      if (op.before?.id) await cdn.deleteDnsRecord(zoneId, op.before.id)
      let after = op.after
      if (after) {
        const made = await cdn.createDnsRecord(zoneId, toCdn(after))
        after = { ...after, id: made.id, content: made.content, ttl: made.ttl }
      }
      done.push({ ...op, ...(after ? { after } : {}) })
    }
  } catch (err) {
    throw new PartialRun(done, err)
  }
  return done
}

export async function applyChange(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  input: PlanInput,
  basis: string,
): Promise<ChangeRow> {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  const current = await cdn.listDnsRecords(zoneId)
  if (basisOf(current) !== basis)
    throw new DnsChangeConflict(
      'stale_preview',
      'The DNS records changed since this preview; review the new preview before applying',
    )
  const plan = planChange(row.domain, current, input)
  if (!plan.operations.length)
    throw new DnsChangeConflict('no_changes', 'This change would change nothing')
  const save = async (operations: ChangeOperation[], partial: boolean) => {
    const template = input.source === 'template' ? input.template : null
    const [saved] = await db
      .insert(dnsChanges)
      .values({ domainId: row.id, userId, source: input.source, template, operations, partial })
      .returning()
    return saved as ChangeRow
  }
  try {
    return await save(await run(cdn, zoneId, plan.operations), false)
  } catch (err) {
    if (!(err instanceof PartialRun)) throw err
    // What went through is kept in the history, so the owner can see it and undo it.
    if (err.done.length) await save(err.done, true)
    throw err.failure
  }
}

/** The domain's changes, newest first; `undoable` is the id Undo would revert, if any. */
export async function listChanges(db: Db, userId: number, domain: string, limit = 20) {
  const { row } = await ownedZone(db, userId, domain)
  const rows = await db
    .select()
    .from(dnsChanges)
    .where(eq(dnsChanges.domainId, row.id))
    .orderBy(desc(dnsChanges.id))
    .limit(limit)
  return { rows, undoable: rows.find((r) => r.status !== 'undone')?.id }
}

const describe = (r: ChangeRecord) => `${r.type} ${r.name} ${r.content}`

/** Records of the change that the zone no longer shows as the change left them. */
function drift(current: DnsRecord[], operations: ChangeOperation[]): ChangeRecord[] {
  const wanted = (r: ChangeRecord) => ({ ...toCdn(r), id: r.id })
  const lost = operations
    .map((o) => o.after)
    .filter((a): a is ChangeRecord => !!a)
    .filter((a) => !current.some((c) => c.id === a.id && sameRecord(c, wanted(a))))
  const back = operations
    .map((o) => o.before)
    .filter((b): b is ChangeRecord => !!b)
    .filter((b) => current.some((c) => sameRecord(c, wanted(b))))
  return [...lost, ...back]
}

const inverse = (op: ChangeOperation): ChangeOperation => ({
  kind: op.kind,
  action: op.action === 'add' ? 'remove' : op.action === 'remove' ? 'add' : 'update',
  ...(op.after ? { before: op.after } : {}),
  ...(op.before ? { after: { ...op.before, id: undefined } } : {}),
})

export async function undoChange(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  changeId: number,
): Promise<ChangeRow> {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  const { undoable } = await listChanges(db, userId, domain, 50)
  if (undoable !== changeId)
    throw new DnsChangeConflict('not_last', 'Only the newest change can be undone')
  const claim = and(eq(dnsChanges.id, changeId), eq(dnsChanges.domainId, row.id))
  const [held] = await db
    .update(dnsChanges)
    .set({ status: 'undoing' })
    .where(and(claim, eq(dnsChanges.status, 'applied')))
    .returning()
  if (!held) throw new DnsChangeConflict('not_last', 'This change is already being undone')
  const release = () => db.update(dnsChanges).set({ status: 'applied' }).where(claim)
  try {
    const moved = drift(await cdn.listDnsRecords(zoneId), held.operations)
    if (moved.length)
      throw new DnsChangeConflict(
        'zone_moved_on',
        `The records changed since this change: ${moved.map(describe).join('; ')}`,
        moved,
      )
    await run(cdn, zoneId, held.operations.map(inverse).reverse())
  } catch (err) {
    await release()
    throw err instanceof PartialRun ? err.failure : err
  }
  const [undone] = await db
    .update(dnsChanges)
    .set({ status: 'undone', undoneAt: new Date() })
    .where(claim)
    .returning()
  return undone as ChangeRow
}
