// Redirects on a sandbox zone, kept in the database like its records. It refuses what a CDN would:
// a host outside the zone, a target that is not an absolute http(s) URL, an unknown status code.
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sandboxRedirects, sandboxZones } from '../../db/schema'
import type { CdnRedirect, CdnRedirects } from '../redirects'
import { ProviderError } from '../types'

const invalid = (message: string) => new ProviderError(message, false, 'invalid_setting')

function check(zoneName: string, r: Omit<CdnRedirect, 'id'>) {
  const source = r.source.toLowerCase()
  if (source !== zoneName && !source.endsWith(`.${zoneName}`))
    throw invalid(`source: ${r.source} is not in the zone ${zoneName}`)
  let url: URL | undefined
  try {
    url = new URL(r.target)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw invalid(`target: ${r.target} is not an absolute http(s) URL`)
  if (r.statusCode !== 301 && r.statusCode !== 302)
    throw invalid(`status_code: ${String(r.statusCode)} is not 301 or 302`)
}

export function createSandboxRedirects(db: Db): CdnRedirects {
  const zone = async (zoneId: string) => {
    const [row] = await db.select().from(sandboxZones).where(eq(sandboxZones.id, zoneId))
    if (!row) throw new ProviderError(`zone ${zoneId} not found`, false, 'zone_not_found')
    return row
  }
  return {
    async listRedirects(zoneId) {
      await zone(zoneId)
      const rows = await db
        .select()
        .from(sandboxRedirects)
        .where(eq(sandboxRedirects.zoneId, zoneId))
        .orderBy(asc(sandboxRedirects.createdAt), asc(sandboxRedirects.id))
      return rows.map((row) => ({
        id: row.id,
        source: row.source,
        target: row.target,
        statusCode: row.statusCode === 302 ? 302 : 301,
        keepPath: row.keepPath,
        ...(row.placeholderRecordId ? { placeholderRecordId: row.placeholderRecordId } : {}),
      }))
    },

    async createRedirect(zoneId, redirect) {
      const z = await zone(zoneId)
      check(z.domain, redirect)
      const id = randomUUID().replaceAll('-', '')
      const source = redirect.source.toLowerCase()
      await db.insert(sandboxRedirects).values({
        id,
        zoneId,
        source,
        target: redirect.target,
        statusCode: redirect.statusCode,
        keepPath: redirect.keepPath,
        placeholderRecordId: redirect.placeholderRecordId ?? null,
      })
      return { ...redirect, id, source }
    },

    async deleteRedirect(zoneId, redirectId) {
      await zone(zoneId)
      const gone = await db
        .delete(sandboxRedirects)
        .where(and(eq(sandboxRedirects.zoneId, zoneId), eq(sandboxRedirects.id, redirectId)))
        .returning({ id: sandboxRedirects.id })
      if (!gone.length)
        throw new ProviderError(`redirect ${redirectId} not found`, false, 'redirect_not_found')
    },
  }
}
