// Previewed zone changes (DNS records, templates, redirects): plan from the zone's records and
// redirects, apply only when the zone still holds what the preview was made from, keep what was
// done in the history, and undo the newest change only while the zone still shows its result.
// Operations go through the CDN one by one (zone-run); no transaction spans a CDN call, so two
// applies of one domain are kept apart by a claim (dns-change-claim).
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { ChangeOperation, ChangeRecord, ChangeRedirect } from '@contract/dns-changes'
import type { Db } from '../../db/client'
import { dnsChanges } from '../../db/schema'
import { changeMark, claimDomain, claimUndo, leftByStoppedProcess } from './dns-change-claim'
import type { Cdn } from '../../providers/types'
import { ownedZone, type DomainRow } from './dns'
import { basisOf, planChange, type PlanInput } from './dns-plan'
import {
  planRedirect,
  redirectsOf,
  type RedirectEdit,
  type ZonePlan,
} from '../redirects/redirect-plan'
import {
  describeDrift,
  drift,
  inverse,
  PartialRun,
  readZone,
  run,
  type ZoneState,
} from './zone-run'

export type ChangeRow = typeof dnsChanges.$inferSelect
export type ChangeInput = PlanInput | { source: 'redirect'; edit: RedirectEdit }

/** A change that cannot go ahead as asked; `records` and `redirects` name what differs. */
export class DnsChangeConflict extends Error {
  constructor(
    readonly code:
      'stale_preview' | 'no_changes' | 'not_last' | 'zone_moved_on' | 'busy' | 'needs_preview',
    message: string,
    readonly records: ChangeRecord[] = [],
    readonly redirects: ChangeRedirect[] = [],
  ) {
    super(message)
  }
}

function planFor(cdn: Cdn, row: DomainRow, zone: ZoneState, input: ChangeInput): ZonePlan {
  if (input.source !== 'redirect') return planChange(row.domain, zone.records, input)
  redirectsOf(cdn, row)
  return planRedirect(row.domain, zone.records, zone.redirects, input.edit)
}

export async function previewChange(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  input: ChangeInput,
) {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  if (input.source === 'redirect') redirectsOf(cdn, row)
  const zone = await readZone(cdn, zoneId, row)
  return { basis: basisOf(zone.records, zone.redirects), ...planFor(cdn, row, zone, input) }
}

const STALE =
  'The DNS records or redirects changed since this preview; review the new preview before applying'
const BUSY = 'Another change of this domain is being applied or undone; try again in a moment'
/** Times a change without a preview is planned again when the history moved while it read. */
const REPLANS = 3

/**
 * A change without a preview (a write queued offline) does only what its owner named: when its
 * plan would also remove records in its way (a CNAME's name taken), the owner reviews it online.
 */
function refuseUnseen(plan: ZonePlan) {
  const inWay = plan.conflicts.filter((c) => c.reason !== 'duplicate').flatMap((c) => c.records)
  if (inWay.length)
    throw new DnsChangeConflict(
      'needs_preview',
      `This change would also remove ${inWay.map((r) => `${r.type} ${r.name} ${r.content}`).join('; ')}; review its preview before applying`,
      inWay,
    )
}

function nothingToDo(plan: ZonePlan) {
  const there = plan.conflicts.some((c) => c.reason === 'duplicate')
  return new DnsChangeConflict(
    'no_changes',
    there ? 'The zone already holds this record' : 'This change would change nothing',
  )
}

/**
 * Applies `input` when the zone still matches `basis`. Without a basis (a write queued offline,
 * which had no preview) the change is planned from the zone as it is now, planned again if another
 * change or undo landed while it read the zone, and applied the same way: every change of a zone,
 * whatever started it, is claimed under the domain's lock and kept in the history, to be undone.
 */
export async function applyChange(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  input: ChangeInput,
  basis: string | undefined,
): Promise<ChangeRow> {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  if (input.source === 'redirect') redirectsOf(cdn, row)
  const template = input.source === 'template' ? input.template : null
  const { source } = input
  for (let attempt = 1; ; attempt += 1) {
    const seen = await changeMark(db, row.id)
    const zone = await readZone(cdn, zoneId, row)
    if (basis !== undefined && basisOf(zone.records, zone.redirects) !== basis)
      throw new DnsChangeConflict('stale_preview', STALE)
    const plan = planFor(cdn, row, zone, input)
    if (!plan.operations.length) throw nothingToDo(plan)
    if (basis === undefined) refuseUnseen(plan)
    const held = await claimDomain(
      db,
      { domainId: row.id, userId, source, template, operations: plan.operations },
      seen,
    )
    if (typeof held === 'object') return runClaimed(db, cdn, row, zoneId, held)
    if (basis !== undefined) throw new DnsChangeConflict('stale_preview', STALE)
    if (held === 'busy' || attempt === REPLANS) throw new DnsChangeConflict('busy', BUSY)
  }
}

/** Runs a claimed change's operations and keeps what went through in its history row. */
async function runClaimed(db: Db, cdn: Cdn, row: DomainRow, zoneId: string, held: ChangeRow) {
  const mine = eq(dnsChanges.id, held.id)
  const save = async (operations: ChangeOperation[], partial: boolean) => {
    const [saved] = await db
      .update(dnsChanges)
      .set({ operations, partial, status: 'applied' })
      .where(mine)
      .returning()
    return saved as ChangeRow
  }
  try {
    return await save(await run(cdn, row, zoneId, held.operations), false)
  } catch (err) {
    if (!(err instanceof PartialRun)) throw err
    // What went through is kept in the history, so the owner can see it and undo it.
    if (err.done.length) await save(err.done, true)
    else await db.delete(dnsChanges).where(mine)
    throw err.failure
  }
}

/**
 * The domain's changes, newest first, each saying whether a stopped process left it `interrupted`
 * (applying) or with an `abandonedUndo`; `undoable` is the id Undo would revert, if any: the newest
 * change not undone, passing over an interrupted apply (what it did is unknown, so it cannot be
 * undone; the older change's own check of the zone refuses its undo if that apply touched its
 * records).
 */
export async function listChanges(db: Db, userId: number, domain: string, limit = 20) {
  const { row } = await ownedZone(db, userId, domain)
  const rows = await db
    .select({ ...getTableColumns(dnsChanges), ...leftByStoppedProcess })
    .from(dnsChanges)
    .where(eq(dnsChanges.domainId, row.id))
    .orderBy(desc(dnsChanges.id))
    .limit(limit)
  return { rows, undoable: rows.find((r) => r.status !== 'undone' && !r.interrupted)?.id }
}

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
  const claimed = and(eq(dnsChanges.id, changeId), eq(dnsChanges.domainId, row.id))
  const held = await claimUndo(db, row.id, changeId)
  if (!held)
    throw new DnsChangeConflict('not_last', 'This change is already being undone or followed')
  const release = () =>
    db.update(dnsChanges).set({ status: 'applied', undoneAt: null }).where(claimed)
  try {
    const moved = drift(await readZone(cdn, zoneId, row), held.operations)
    if (moved.records.length || moved.redirects.length)
      throw new DnsChangeConflict(
        'zone_moved_on',
        `The zone changed since this change: ${describeDrift(moved)}`,
        moved.records,
        moved.redirects,
      )
    await run(cdn, row, zoneId, held.operations.map(inverse).reverse())
  } catch (err) {
    await release()
    throw err instanceof PartialRun ? err.failure : err
  }
  const [undone] = await db
    .update(dnsChanges)
    .set({ status: 'undone', undoneAt: sql`now()` })
    .where(claimed)
    .returning()
  return undone as ChangeRow
}

/**
 * Takes back change `id`, just applied by a caller whose next step failed, and removes it from the
 * history: a step that failed as a whole leaves no change behind. False when it could not (another
 * change came first, or the CDN refused); the change then stays as applied, since it says what the
 * zone holds, and Undo can take it back later.
 */
export async function retractChange(db: Db, cdn: Cdn, row: DomainRow, zoneId: string, id: number) {
  const held = await claimUndo(db, row.id, id)
  if (!held) return false
  const mine = eq(dnsChanges.id, id)
  try {
    await run(cdn, row, zoneId, held.operations.map(inverse).reverse())
  } catch (err) {
    const done = err instanceof PartialRun ? err.done : []
    // Part of it went back: the history keeps the change as it now stands in the zone, marked
    // partial, as an apply that stopped part way would be.
    const left = done.length
      ? held.operations.filter((op) => !done.some((d) => undoes(d, op)))
      : held.operations
    await db
      .update(dnsChanges)
      .set({
        status: 'applied',
        undoneAt: null,
        operations: left,
        partial: held.partial || done.length > 0,
      })
      .where(mine)
    return false
  }
  await db.delete(dnsChanges).where(mine)
  return true
}

const content = (r: { id?: string } | undefined) =>
  r ? JSON.stringify({ ...r, id: undefined }) : ''
/** `back`, an inverse that went through, took `op` back: what `op` left is gone, what it took is back. */
const undoes = (back: ChangeOperation, op: ChangeOperation) =>
  back.kind === op.kind &&
  content(back.before) === content(op.after) &&
  content(back.after) === content(op.before)
