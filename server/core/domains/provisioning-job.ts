// The durable job that sets up every domain a user pays for, bought new or on the After Market
// (server/core/provisioning.ts runs it). Enqueued in the transaction that takes the money.
import { sql } from 'drizzle-orm'
import { cartItems, domains, jobs, orders } from '../../db/schema'
import { executeNamed } from '../../db/prepared'
import { rowsOf } from '../../db/rows'
import { enqueue } from '../../jobs/queue'
import {
  debitColumns,
  debitOutcome,
  debitSteps,
  type DebitColumns,
  type DebitResult,
  type Executor,
  type Tx,
} from '../ledger/ledger'
import type { TransactionText } from '@contract/transaction-kind'
import type { OrderKind } from '../ledger/money-flow'

export const PROVISION_JOB = 'provision-domain'
const DEDUPE_PREFIX = 'domain-'
export const provisionDedupeKey = (domainId: number) => `${DEDUPE_PREFIX}${domainId}`

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

/** A name being paid for, at its price; the dates default to now and no expiry yet. */
export interface DomainToBuy {
  domain: string
  priceCents: number
  renewalCents: number
  purchasedAt?: Date
  expiresAt?: Date
}

export interface OpenedOrder {
  orderId: number
  /** The rows written, in the order asked; a name someone else holds is missing. */
  added: { id: number; domain: string; priceCents: number }[]
  /**
   * The order's debit of its whole total, taken in the same statement when every row was written;
   * undefined when a name was held, and nothing was taken (the caller settles the rest).
   */
  paid?: DebitResult
}

/** The order's ledger entry: what it names for the history. */
export interface OrderEntry {
  description: string
  text?: TransactionText
}

/**
 * Opens an order and writes its domain rows with their provisioning jobs, in one statement (the
 * three used to be three round trips of every checkout); the names it writes leave the buyer's cart
 * in the same statement, so a name bought either way is never still waiting there (and a checkout
 * drops its cart with no statement of its own). When every row went in, the same statement also
 * takes the order's total with its conditional debit (../ledger/ledger's `debitSteps`, referenced
 * by the order), so the usual purchase pays for all of it in one round trip. Rows go in the order
 * given, so callers that sort them never deadlock; a name held by someone else gets no row and no
 * job, as in `addDomainRows`, and then no money is taken here. Call it inside the transaction that
 * pays: a rollback takes all of it back.
 */
export async function openOrderWithDomains(
  tx: Tx,
  order: { userId: number; kind: OrderKind; totalCents: number },
  rows: DomainToBuy[],
  entry: OrderEntry,
): Promise<OpenedOrder> {
  const at = (d: Date | undefined) => d?.toISOString() ?? null
  const debit = debitSteps(
    'purchase',
    { userId: order.userId, amountCents: order.totalCents, ...entry },
    sql`'order-' || (select id from new_order)`,
    sql`(select count(*) from added) = ${rows.length}::bigint`,
  )
  const result = await executeNamed(
    tx,
    'open_order_with_domains',
    sql`
    with new_order as (
      insert into ${orders} (user_id, kind, total_cents)
      values (${order.userId}::bigint, ${order.kind}::text, ${order.totalCents}::bigint)
      returning id
    ), added as (
      insert into ${domains}
        (user_id, domain, order_id, price_cents, renewal_cents, purchased_at, expires_at)
      select ${order.userId}::bigint, r.domain, (select id from new_order), r.price_cents,
        r.renewal_cents, coalesce(r.purchased_at, now()), r.expires_at
      from unnest(
        ${sql.param(rows.map((r) => r.domain))}::text[],
        ${sql.param(rows.map((r) => r.priceCents))}::bigint[],
        ${sql.param(rows.map((r) => r.renewalCents))}::bigint[],
        ${sql.param(rows.map((r) => at(r.purchasedAt)))}::timestamptz[],
        ${sql.param(rows.map((r) => at(r.expiresAt)))}::timestamptz[]
      ) with ordinality as r(domain, price_cents, renewal_cents, purchased_at, expires_at, n)
      order by r.n
      on conflict do nothing
      returning id, domain, price_cents
    ), queued as (
      insert into ${jobs} (kind, payload, dedupe_key)
      select ${PROVISION_JOB}::text, jsonb_build_object('domainId', id), ${DEDUPE_PREFIX}::text || id
      from added
      on conflict (kind, dedupe_key) do nothing
    ), unlisted as (
      delete from ${cartItems}
      where user_id = ${order.userId}::bigint and domain in (select domain from added)
    ), ${debit}
    select new_order.id as order_id, added.id, added.domain, added.price_cents,
      ${debitColumns(order.userId)}
    from new_order left join added on true`,
  )
  const found = rowsOf<
    {
      order_id: string | number
      id: string | number | null
      domain: string | null
      price_cents: string | number | null
    } & DebitColumns
  >(result)
  const first = found[0]
  if (!first) throw new Error(`${order.kind}: order not created`)
  const byName = new Map(
    found.flatMap((r) =>
      r.id == null || r.domain == null
        ? []
        : [[r.domain, { id: Number(r.id), domain: r.domain, priceCents: Number(r.price_cents) }]],
    ),
  )
  const added = rows.flatMap((r) => byName.get(r.domain) ?? [])
  return {
    orderId: Number(first.order_id),
    added,
    paid:
      added.length === rows.length
        ? await debitOutcome(tx, { userId: order.userId, amountCents: order.totalCents }, first)
        : undefined,
  }
}
