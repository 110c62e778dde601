// Managing an owned domain's CDN zone: DNS records, SSL mode and security level. Every call first
// finds the domain among the caller's live ones, so nobody reaches another owner's zone. Settings are
// sent to the CDN first and stored on the domain only once the CDN took them (no transaction is open
// across the CDN call).
import { and, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains } from '../../db/schema'
import { ProviderError } from '../../providers/types'
import type { Cdn, DnsRecord, SecurityLevel, SslMode } from '../../providers/types'

export type DomainRow = typeof domains.$inferSelect

/** Why a domain cannot be managed: not one of the caller's, or its CDN zone is not there yet. */
export class DomainAccessError extends Error {
  constructor(
    readonly reason: 'not_found' | 'not_ready',
    readonly domain: string,
  ) {
    super(
      reason === 'not_found'
        ? `${domain} is not one of your domains`
        : `${domain} is still being set up`,
    )
  }
}

export const normalizeDomainParam = (raw: string) => raw.trim().toLowerCase().replace(/\.$/, '')

/** The caller's live row for `domain`, or DomainAccessError('not_found'). */
export async function findOwnedDomain(
  db: Db,
  userId: number,
  rawDomain: string,
): Promise<DomainRow> {
  const domain = normalizeDomainParam(rawDomain)
  const [row] = await db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.userId, userId),
        eq(domains.domain, domain),
        notInArray(domains.status, ['failed', 'released']),
      ),
    )
  if (!row) throw new DomainAccessError('not_found', domain)
  return row
}

export async function ownedZone(db: Db, userId: number, rawDomain: string) {
  const row = await findOwnedDomain(db, userId, rawDomain)
  if (!row.cdnZoneId || row.status === 'registering')
    throw new DomainAccessError('not_ready', row.domain)
  return { row, zoneId: row.cdnZoneId }
}

export interface RecordList {
  records: DnsRecord[]
  /** Set when the CDN could not be reached and these are the records last read then. */
  staleSince?: Date
}

/** The zone's records; kept on the domain after each read so an outage still shows the last ones. */
export async function listRecords(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
): Promise<RecordList> {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  try {
    const records = await cdn.listDnsRecords(zoneId)
    await db
      .update(domains)
      .set({ dnsCache: records, dnsCachedAt: new Date() })
      .where(eq(domains.id, row.id))
    return { records }
  } catch (err) {
    if (!(err instanceof ProviderError && err.retryable) || !row.dnsCache || !row.dnsCachedAt)
      throw err
    return { records: row.dnsCache, staleSince: row.dnsCachedAt }
  }
}

/** Sends a zone setting to the CDN, then stores it on the domain once the CDN took it. */
async function setZoneSetting(
  db: Db,
  userId: number,
  domain: string,
  send: (zoneId: string) => Promise<void>,
  stored: Pick<Partial<DomainRow>, 'sslMode' | 'ddosProtection'>,
) {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  await send(zoneId)
  await db
    .update(domains)
    .set({ ...stored, updatedAt: new Date() })
    .where(eq(domains.id, row.id))
}

export const changeSslMode = (db: Db, cdn: Cdn, userId: number, domain: string, mode: SslMode) =>
  setZoneSetting(db, userId, domain, (zoneId) => cdn.setSslMode(zoneId, mode), { sslMode: mode })

export const changeSecurityLevel = (
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  level: SecurityLevel,
) =>
  setZoneSetting(db, userId, domain, (zoneId) => cdn.setSecurityLevel(zoneId, level), {
    ddosProtection: level,
  })

const FLAGGED_LABEL = /malware|phish|virus/

/**
 * The sandbox malware scanner: no network from here, so the verdict is a pure function of the
 * domain. A zone that is not live cannot be fetched by scanners yet (unknown); names that spell
 * out malware are flagged, so the flagged state can be seen and tested; everything else is clean.
 */
export function sandboxScanVerdict(row: Pick<DomainRow, 'domain' | 'status'>) {
  if (row.status !== 'active') return 'unknown' as const
  const label = row.domain.split('.')[0] ?? ''
  return FLAGGED_LABEL.test(label) ? ('flagged' as const) : ('clean' as const)
}

export const virusTotalLink = (domain: string) =>
  `https://www.virustotal.com/gui/domain/${encodeURIComponent(domain)}`
