// DNSSEC on a sandbox zone: signing starts `pending` with a DS record derived from the zone, and
// turns `active` once the sandbox registrar holds that DS for the name and the activation delay
// since signing started has passed (as a CDN sees the parent zone publish it, some time later).
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sandboxRegistrations, sandboxZones } from '../../db/schema'
import type { CdnDnssec, CdnDnssecState, DsRecord } from '../registrar-controls'
import { ProviderError } from '../types'

/** ECDSA P-256 (13) and a SHA-256 digest (2), as CDNs sign zones today. */
export function sandboxDs(zoneId: string, domain: string): DsRecord {
  const digest = createHash('sha256').update(`${zoneId}:${domain}`).digest('hex').toUpperCase()
  return { keyTag: parseInt(digest.slice(0, 4), 16), algorithm: 13, digestType: 2, digest }
}

export function createSandboxDnssec(db: Db, activationMs = 0): CdnDnssec {
  const zone = async (zoneId: string) => {
    const [row] = await db.select().from(sandboxZones).where(eq(sandboxZones.id, zoneId))
    if (!row) throw new ProviderError(`zone ${zoneId} not found`, false, 'zone_not_found')
    return row
  }
  const read = async (zoneId: string): Promise<CdnDnssecState> => {
    const row = await zone(zoneId)
    if (row.dnssec === 'off') return { status: 'off' }
    const ds = sandboxDs(row.id, row.domain)
    if (row.dnssec === 'pending') {
      const [reg] = await db
        .select({ ds: sandboxRegistrations.ds })
        .from(sandboxRegistrations)
        .where(eq(sandboxRegistrations.domain, row.domain))
      const since = row.dnssecSince?.getTime() ?? 0
      const published = since + activationMs <= Date.now()
      if (published && reg?.ds.some((d) => d.digest === ds.digest)) {
        await db.update(sandboxZones).set({ dnssec: 'active' }).where(eq(sandboxZones.id, zoneId))
        return { status: 'active', ds }
      }
    }
    return { status: row.dnssec, ds }
  }
  return {
    getDnssec: read,
    async enableDnssec(zoneId) {
      const row = await zone(zoneId)
      if (row.dnssec === 'off')
        await db
          .update(sandboxZones)
          .set({ dnssec: 'pending', dnssecSince: new Date() })
          .where(eq(sandboxZones.id, zoneId))
      return read(zoneId)
    },
    async disableDnssec(zoneId) {
      await zone(zoneId)
      await db
        .update(sandboxZones)
        .set({ dnssec: 'off', dnssecSince: null })
        .where(eq(sandboxZones.id, zoneId))
    },
  }
}
