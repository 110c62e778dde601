// Redirects of an owned, active domain, served by its CDN zone. Adding and removing one is a zone
// change like a DNS edit (planned in redirect-plan, applied and kept in the history by dns-changes);
// these calls are the ones without a preview, for writes queued offline.
import type { ChangeOperation, ChangeRedirect } from '@contract/dns-changes'
import type { Db } from '../../db/client'
import type { Cdn } from '../../providers/types'
import { ownedZone } from '../dns/dns'
import { applyChange } from '../dns/dns-changes'
import { redirectsOf, type NewRedirect } from './redirect-plan'

export async function listRedirects(db: Db, cdn: Cdn, userId: number, domain: string) {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  return redirectsOf(cdn, row).listRedirects(zoneId)
}

/** The redirect a change added or removed, with its CDN id. */
function redirectOf(operations: ChangeOperation[]): ChangeRedirect & { id: string } {
  for (const op of operations) {
    const redirect = op.kind === 'redirect' ? (op.after ?? op.before) : undefined
    if (redirect?.id) return { ...redirect, id: redirect.id }
  }
  throw new Error('A redirect change without its redirect')
}

export async function addRedirect(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  redirect: NewRedirect,
) {
  const edit = { action: 'add', redirect } as const
  const row = await applyChange(db, cdn, userId, domain, { source: 'redirect', edit }, undefined)
  return redirectOf(row.operations)
}

export async function removeRedirect(db: Db, cdn: Cdn, userId: number, domain: string, id: string) {
  const edit = { action: 'remove', id } as const
  const row = await applyChange(db, cdn, userId, domain, { source: 'redirect', edit }, undefined)
  return redirectOf(row.operations)
}
