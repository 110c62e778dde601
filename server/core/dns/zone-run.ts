// Runs a planned change's operations against the CDN one by one, records and redirects alike, and
// tells what of a change the zone no longer shows (before an undo). Removals go first (a CNAME's
// name must be free before it is created); within one action records go before redirects, so a
// redirect's placeholder exists before the redirect and leaves first (if the CDN fails in between,
// the redirect is still listed and a retry or undo finds it, never a stranded placeholder).
import type { ChangeOperation, ChangeRecord, ChangeRedirect } from '@contract/dns-changes'
import type { CdnRedirect, CdnRedirects } from '../../providers/redirects'
import { ProviderError, type Cdn, type DnsRecord } from '../../providers/types'
import type { DomainRow } from './dns'
import { sameRecord } from './dns-plan'
import { redirectsOf } from '../redirects/redirect-plan'

/** What a change is planned from and checked against: the zone's records and redirects. */
export interface ZoneState {
  records: DnsRecord[]
  redirects: CdnRedirect[]
}

/** Redirects exist only on active domains, so other zones are read for their records alone. */
export async function readZone(cdn: Cdn, zoneId: string, row: DomainRow): Promise<ZoneState> {
  const records = await cdn.listDnsRecords(zoneId)
  const redirects =
    row.status === 'active' && cdn.listRedirects ? await cdn.listRedirects(zoneId) : []
  return { records, redirects }
}

export const toCdn = (r: ChangeRecord): Omit<DnsRecord, 'id'> => ({
  type: r.type,
  name: r.name,
  content: r.content,
  proxied: r.proxy_status === 'PROXIED',
  ttl: r.ttl ?? 1,
})
const rank = (op: ChangeOperation) =>
  ({ remove: 0, update: 2, add: 4 })[op.action] + (op.kind === 'redirect' ? 1 : 0)

/** Runs the operations; on a failure, `done` holds the ones that went through. */
export class PartialRun extends Error {
  constructor(
    readonly done: ChangeOperation[],
    readonly failure: unknown,
  ) {
    super('a DNS change stopped part way')
  }
}

const fromView = (r: ChangeRedirect, placeholderRecordId?: string): Omit<CdnRedirect, 'id'> => ({
  source: r.source,
  target: r.target,
  statusCode: r.status_code,
  keepPath: r.keep_path,
  ...(placeholderRecordId ? { placeholderRecordId } : {}),
})

/** Creates the redirect; a lost answer may hide one the CDN did make, which counts as made then. */
async function createOnce(
  redirects: CdnRedirects,
  zoneId: string,
  wanted: Omit<CdnRedirect, 'id'>,
) {
  try {
    return await redirects.createRedirect(zoneId, wanted)
  } catch (err) {
    if (!(err instanceof ProviderError && err.retryable)) throw err
    const list = await redirects.listRedirects(zoneId).catch(() => [])
    const made = list.find((r) => r.source === wanted.source)
    if (made) return made
    throw err
  }
}

async function runOne(
  cdn: Cdn,
  row: DomainRow,
  zoneId: string,
  op: ChangeOperation,
  done: ChangeOperation[],
): Promise<ChangeOperation> {
  if (op.kind === 'record') {
    if (op.before?.id) await cdn.deleteDnsRecord(zoneId, op.before.id)
    if (!op.after) return op
    const made = await cdn.createDnsRecord(zoneId, toCdn(op.after))
    return { ...op, after: { ...op.after, id: made.id, content: made.content, ttl: made.ttl } }
  }
  const redirects = redirectsOf(cdn, row)
  if (op.before?.id) await redirects.deleteRedirect(zoneId, op.before.id)
  const after = op.after
  if (!after) return op
  // The placeholder this redirect comes with was made by a record operation just before.
  const placeholder = after.placeholder
    ? done.find((d) => d.kind === 'record' && d.action === 'add' && d.after?.name === after.source)
    : undefined
  const placeholderId = placeholder?.after?.id
  try {
    const made = await createOnce(redirects, zoneId, fromView(after, placeholderId))
    return { ...op, after: { ...after, id: made.id } }
  } catch (err) {
    // Without its redirect the placeholder only gets in the way of a retry: it goes (best effort).
    const gone = placeholderId
      ? await cdn.deleteDnsRecord(zoneId, placeholderId).then(
          () => true,
          () => false,
        )
      : false
    if (placeholder && gone) done.splice(done.indexOf(placeholder), 1)
    throw err
  }
}

export async function run(cdn: Cdn, row: DomainRow, zoneId: string, operations: ChangeOperation[]) {
  const done: ChangeOperation[] = []
  const ordered = [...operations].sort((a, b) => rank(a) - rank(b))
  try {
    for (const op of ordered) done.push(await runOne(cdn, row, zoneId, op, done))
  } catch (err) {
    throw new PartialRun(done, err)
  }
  return done
}

/** What of `operations` the zone no longer shows as the change left it. */
export function drift(zone: ZoneState, operations: ChangeOperation[]) {
  const records: ChangeRecord[] = []
  const redirects: ChangeRedirect[] = []
  const wanted = (r: ChangeRecord) => ({ ...toCdn(r), id: r.id })
  for (const op of operations) {
    if (op.kind === 'record') {
      const { after, before } = op
      if (after && !zone.records.some((c) => c.id === after.id && sameRecord(c, wanted(after))))
        records.push(after)
      if (before && zone.records.some((c) => sameRecord(c, wanted(before)))) records.push(before)
      continue
    }
    const { after, before } = op
    const same = (c: CdnRedirect, r: ChangeRedirect) =>
      c.id === r.id && c.source === r.source && c.target === r.target
    if (after && !zone.redirects.some((c) => same(c, after))) redirects.push(after)
    // A redirect of that name is there again: restoring the removed one would make a second.
    if (before && zone.redirects.some((c) => c.source === before.source)) redirects.push(before)
  }
  return { records, redirects }
}

const swap = <T extends { id?: string }>(op: { before?: T; after?: T }) => ({
  ...(op.after ? { before: op.after } : {}),
  ...(op.before ? { after: { ...op.before, id: undefined } } : {}),
})
/** The operation that takes `op` back. */
export const inverse = (op: ChangeOperation): ChangeOperation =>
  op.kind === 'redirect'
    ? { kind: 'redirect', action: op.action === 'add' ? 'remove' : 'add', ...swap(op) }
    : {
        kind: 'record',
        action: op.action === 'add' ? 'remove' : op.action === 'remove' ? 'add' : 'update',
        ...swap(op),
      }

export const describeDrift = ({ records, redirects }: ReturnType<typeof drift>) =>
  [
    ...records.map((r) => `${r.type} ${r.name} ${r.content}`),
    ...redirects.map((r) => `redirect ${r.source} → ${r.target}`),
  ].join('; ')
