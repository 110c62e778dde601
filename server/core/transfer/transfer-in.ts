// Transfer in: a name the user owns at another registrar comes into our account. Priced at the
// registrar's transfer price with our markup (a year's renewal where it names none; a transfer
// includes one year), paid from the balance exactly like a purchase: ONE
// transaction writes the order and the transfer, takes the money with one conditional debit and
// enqueues the job (transfer-in-job.ts) that starts the transfer, follows it, and then either hands
// the name to provisioning (CDN zone, name servers) or refunds it once.
import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domainTransfers, domains, maintenance } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import type { TransferEligibility } from '../../providers/registrar-controls'
import type { Registrar } from '../../providers/types'
import { normalizeDomainParam } from '../dns/dns'
import { balanceOf } from '../ledger/ledger'
import {
  abort,
  moneyTransaction,
  openOrder,
  payOrder,
  type ShortOfMoney,
} from '../ledger/money-flow'
import { loadPriceBook, retailCents, tldOf } from '../catalog/pricing'
import { capability } from '../registrar/registrar-controls'
import { seal, type SecretsKey } from '../admin/secrets'
import type { TxHooks } from '../ledger/tx-hooks'

export const TRANSFER_JOB = 'transfer-in'
export const transferKey = (id: number) => `transfer-${id}`

export type TransferQuote =
  | { eligible: true; domain: string; priceCents: number; renewalCents: number }
  | {
      eligible: false
      domain: string
      reason: NonNullable<TransferEligibility['reason']> | 'not_sold' | 'in_progress'
    }

export type TransferOutcome =
  | { ok: true; transferId: number; orderId: number; chargedCents: number; balanceCents: number }
  | ShortOfMoney
  | { ok: false; error: 'not_eligible'; reason: string; balanceCents: number }
  | { ok: false; error: 'maintenance'; message: string; balanceCents: number }

/** Whether the name can come to us, and its price (one year included). */
export async function quoteTransfer(
  db: Db,
  registrar: Registrar,
  raw: string,
): Promise<TransferQuote> {
  const domain = normalizeDomainParam(raw)
  const book = await loadPriceBook(db)
  const tld = tldOf(domain, book.sold)
  const retail = tld ? book.byTld.get(tld) : undefined
  if (!retail) return { eligible: false, domain, reason: 'not_sold' }
  const [live] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.domain, domain), ne(domains.status, 'failed')))
  if (live) return { eligible: false, domain, reason: 'already_ours' }
  const [pending] = await db
    .select({ id: domainTransfers.id })
    .from(domainTransfers)
    .where(and(eq(domainTransfers.domain, domain), eq(domainTransfers.status, 'pending')))
  if (pending) return { eligible: false, domain, reason: 'in_progress' }
  const check = await capability(registrar, 'transferEligibility')(domain)
  if (!check.eligible) return { eligible: false, domain, reason: check.reason ?? 'not_registered' }
  return {
    eligible: true,
    domain,
    // The registrar's transfer price with our markup; a year's renewal where it names none.
    priceCents:
      check.transferCents === undefined
        ? retail.renewalCents
        : retailCents(check.transferCents, retail.tld, book.markup),
    renewalCents: retail.renewalCents,
  }
}

export async function requestTransfer(
  db: Db,
  registrar: Registrar,
  secretsKey: SecretsKey,
  userId: number,
  input: { domain: string; authCode: string },
  hooks?: TxHooks<TransferOutcome>,
): Promise<TransferOutcome> {
  const [paused] = await db.select().from(maintenance).where(eq(maintenance.scope, 'buy'))
  if (paused?.enabled) {
    const message = paused.message || 'Domain purchases are paused for maintenance.'
    return { ok: false, error: 'maintenance', message, balanceCents: await balanceOf(db, userId) }
  }
  const quote = await quoteTransfer(db, registrar, input.domain)
  if (!quote.eligible) {
    const balanceCents = await balanceOf(db, userId)
    return { ok: false, error: 'not_eligible', reason: quote.reason, balanceCents }
  }
  const price = quote.priceCents
  return moneyTransaction(db, userId, hooks, async (tx): Promise<TransferOutcome> => {
    const orderId = await openOrder(tx, userId, 'transfer', price)
    // The partial unique index decides a race between two transfers of one name.
    const [row] = await tx
      .insert(domainTransfers)
      .values({
        userId,
        domain: quote.domain,
        priceCents: price,
        renewalCents: quote.renewalCents,
        orderId,
      })
      .onConflictDoNothing()
      .returning({ id: domainTransfers.id })
    if (!row) {
      const balanceCents = await balanceOf(tx, userId)
      abort({ ok: false, error: 'not_eligible', reason: 'in_progress', balanceCents })
    }
    const authCodeEnc = seal(secretsKey, input.authCode.trim(), row.id, 'auth_code')
    await tx.update(domainTransfers).set({ authCodeEnc }).where(eq(domainTransfers.id, row.id))
    const balanceCents = await payOrder(tx, {
      id: orderId,
      userId,
      totalCents: price,
      description: `Domain transfer: ${quote.domain}`,
      text: { kind: 'domain_transfer', params: { domain: quote.domain } },
    })
    await enqueue(tx, {
      kind: TRANSFER_JOB,
      payload: { transferId: row.id },
      dedupeKey: transferKey(row.id),
    })
    return { ok: true, transferId: row.id, orderId, chargedCents: price, balanceCents }
  })
}

export async function listTransfers(db: Db, userId: number) {
  return db
    .select()
    .from(domainTransfers)
    .where(eq(domainTransfers.userId, userId))
    .orderBy(desc(domainTransfers.createdAt))
    .limit(50)
}
