// The durable job that sets up every domain a user pays for, bought new or on the After Market
// (server/core/provisioning.ts runs it). Enqueued in the transaction that takes the money.
import { enqueue } from '../jobs/queue'
import type { Executor } from './ledger'

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
