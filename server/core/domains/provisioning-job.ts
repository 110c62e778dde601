// The durable job that sets up every domain a user pays for, bought new or on the After Market
// (server/core/provisioning.ts runs it). Enqueued in the transaction that takes the money.
import { domains } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import type { Executor } from '../ledger/ledger'

export const PROVISION_JOB = 'provision-domain'
export const provisionDedupeKey = (domainId: number) => `domain-${domainId}`

export async function enqueueProvisioning(ex: Executor, domainIds: number[]) {
  for (const domainId of domainIds) {
    await enqueue(ex, {
      kind: PROVISION_JOB,
      payload: { domainId },
      dedupeKey: provisionDedupeKey(domainId),
    })
  }
}

/**
 * Writes the domain rows of names just paid for (bought, won on the market, transferred in). The
 * partial unique index on live names decides races: a name someone else holds gets no row, so the
 * caller compares what came back with what it asked for.
 */
export const addDomainRows = (ex: Executor, rows: (typeof domains.$inferInsert)[]) =>
  ex
    .insert(domains)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: domains.id, domain: domains.domain, priceCents: domains.priceCents })
