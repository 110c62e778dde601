// Email forwarding of an owned, active domain through its CDN's email routing. Destination
// addresses live in the shop's one CDN account, so each owner's are remembered here and an owner
// sees and forwards only to theirs. Turning routing on adds its MX and SPF records as a DNS change
// through dns-changes (previewed, in the history, undoable), then switches routing on.
import { and, asc, eq } from 'drizzle-orm'
import { emailRoutingLimits } from '@contract/email-routing'
import type { Db } from '../../db/client'
import { emailDestinations } from '../../db/schema'
import type { CdnEmailRouting } from '../../providers/cdn/email-routing'
import { ProviderError, type Cdn } from '../../providers/types'
import { ownedZone, type DomainRow } from '../dns/dns'

/** A request the owner can correct; `field` names the request field it is about. */
export class EmailRoutingError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    readonly field: string | undefined,
    message: string,
  ) {
    super(field ? `${field}: ${message}` : message)
  }
}

function routingOf(cdn: Cdn, row: DomainRow): CdnEmailRouting {
  if (row.status !== 'active')
    throw new EmailRoutingError(
      409,
      'domain_not_ready',
      'domain',
      `${row.domain} is not active yet`,
    )
  if (!cdn.emailRouting)
    throw new EmailRoutingError(
      409,
      'email_unsupported',
      undefined,
      `The CDN ${cdn.name} has no email routing`,
    )
  return cdn.emailRouting
}

/** The owner's active zone and its routing, or an EmailRoutingError. */
export async function zoneRouting(db: Db, cdn: Cdn, userId: number, domain: string) {
  const { row, zoneId } = await ownedZone(db, userId, domain)
  return { row, zoneId, routing: routingOf(cdn, row) }
}

const mine = (db: Db, userId: number) =>
  db
    .select()
    .from(emailDestinations)
    .where(eq(emailDestinations.userId, userId))
    .orderBy(asc(emailDestinations.id))

/** The owner's destinations with the CDN's word on each (verified or not). */
async function destinationsOf(db: Db, routing: CdnEmailRouting, userId: number) {
  const [rows, listed] = await Promise.all([mine(db, userId), routing.listDestinations()])
  const byId = new Map(listed.map((d) => [d.id, d]))
  return rows.map((r) => ({ ...r, verified: !!byId.get(r.cdnId)?.verifiedAt }))
}

export async function emailOverview(db: Db, cdn: Cdn, userId: number, domain: string) {
  const { zoneId, routing } = await zoneRouting(db, cdn, userId, domain)
  const [status, destinations, aliases, catchAll] = await Promise.all([
    routing.routingStatus(zoneId),
    destinationsOf(db, routing, userId),
    routing.listRules(zoneId),
    routing.getCatchAll(zoneId),
  ])
  return { status, destinations, aliases, catchAll, demoConfirm: !!routing.confirmDestination }
}

export async function addDestination(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  email: string,
) {
  const { routing } = await zoneRouting(db, cdn, userId, domain)
  const held = await mine(db, userId)
  if (held.some((d) => d.email === email))
    throw new EmailRoutingError(400, 'destination_exists', 'email', `${email} is added already`)
  if (held.length >= emailRoutingLimits.destinations)
    throw new EmailRoutingError(
      400,
      'too_many_destinations',
      'email',
      `at most ${emailRoutingLimits.destinations} addresses`,
    )
  // The CDN answers an address it holds already with that one, so a retry after a lost answer is safe.
  const made = await routing.createDestination(email)
  const [row] = await db
    .insert(emailDestinations)
    .values({ userId, email, cdnId: made.id })
    .onConflictDoNothing()
    .returning()
  const saved = row ?? (await mine(db, userId)).find((d) => d.email === email)
  if (!saved) throw new Error('The destination was not recorded')
  return { ...saved, verified: !!made.verifiedAt }
}

async function destinationRow(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailDestinations)
    .where(and(eq(emailDestinations.userId, userId), eq(emailDestinations.id, id)))
  if (!row)
    throw new EmailRoutingError(404, 'destination_not_found', 'id', 'no such destination address')
  return row
}

export async function removeDestination(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  id: number,
) {
  const { zoneId, routing } = await zoneRouting(db, cdn, userId, domain)
  const row = await destinationRow(db, userId, id)
  const [aliases, catchAll] = await Promise.all([
    routing.listRules(zoneId),
    routing.getCatchAll(zoneId),
  ])
  if (catchAll === row.email || aliases.some((a) => a.destination === row.email))
    throw new EmailRoutingError(
      409,
      'destination_in_use',
      'id',
      `${row.email} still receives forwarded mail`,
    )
  // Another owner may use the same address: the account's copy stays while anyone has it.
  const others = await db
    .select()
    .from(emailDestinations)
    .where(eq(emailDestinations.cdnId, row.cdnId))
  // Gone from the account already (removed in the dashboard): nothing is left to remove there.
  if (others.length === 1)
    await routing.deleteDestination(row.cdnId).catch((err: unknown) => {
      if (!(err instanceof ProviderError && !err.retryable && err.code?.endsWith('not_found')))
        throw err
    })
  await db.delete(emailDestinations).where(eq(emailDestinations.id, row.id))
}

export async function confirmDestination(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  id: number,
) {
  const { routing } = await zoneRouting(db, cdn, userId, domain)
  if (!routing.confirmDestination)
    throw new EmailRoutingError(
      409,
      'confirm_by_mail',
      'id',
      'confirm the address from the mail the CDN sent',
    )
  const row = await destinationRow(db, userId, id)
  await routing.confirmDestination(row.cdnId)
  return { ...row, verified: true }
}

/** The owner's destination `email`, verified: mail cannot be forwarded to an address before that. */
async function verifiedDestination(
  db: Db,
  routing: CdnEmailRouting,
  userId: number,
  email: string,
  field: string,
) {
  const found = (await destinationsOf(db, routing, userId)).find((d) => d.email === email)
  if (!found)
    throw new EmailRoutingError(
      400,
      'unknown_destination',
      field,
      `${email} is not one of your destination addresses`,
    )
  if (!found.verified)
    throw new EmailRoutingError(
      400,
      'destination_unverified',
      field,
      `${email} is not verified yet: open the link in the mail sent to it`,
    )
  return found
}

export async function addAlias(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  alias: { name: string; destination: string },
) {
  const { row, zoneId, routing } = await zoneRouting(db, cdn, userId, domain)
  const address = `${alias.name}@${row.domain}`
  const rules = await routing.listRules(zoneId)
  if (rules.some((r) => r.address === address))
    throw new EmailRoutingError(400, 'alias_exists', 'alias', `${address} is forwarded already`)
  if (rules.length >= emailRoutingLimits.aliases)
    throw new EmailRoutingError(
      400,
      'too_many_aliases',
      'alias',
      `at most ${emailRoutingLimits.aliases} aliases per domain`,
    )
  await verifiedDestination(db, routing, userId, alias.destination, 'destination')
  return routing.createRule(zoneId, address, alias.destination)
}

export async function removeAlias(db: Db, cdn: Cdn, userId: number, domain: string, id: string) {
  const { zoneId, routing } = await zoneRouting(db, cdn, userId, domain)
  if (!(await routing.listRules(zoneId)).some((r) => r.id === id))
    throw new EmailRoutingError(404, 'alias_not_found', 'id', 'no such alias on this domain')
  await routing.deleteRule(zoneId, id)
}

export async function setCatchAll(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  destination: string | null,
) {
  const { zoneId, routing } = await zoneRouting(db, cdn, userId, domain)
  if (destination) await verifiedDestination(db, routing, userId, destination, 'destination')
  await routing.setCatchAll(zoneId, destination)
}
