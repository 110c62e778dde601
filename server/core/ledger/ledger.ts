// The balance changes only through ledger entries. Each function here is one transaction that writes
// the entry and moves the cached balance together; a debit is one conditional UPDATE, so concurrent
// debits can never overspend, and the CHECK (balance_cents >= 0) backs it.
import { and, eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client'
import { executeNamed } from '../../db/prepared'
import { rowsOf } from '../../db/rows'
import { ledgerEntries, referrals, users } from '../../db/schema'
import type { TransactionText } from '@contract/transaction-kind'

export type { Executor, Tx } from '../../db/client'

type CreditType = 'deposit' | 'refund' | 'promo' | 'adjustment' | 'referral_reward'
type DebitType = 'purchase' | 'adjustment' | 'referral_reversal'

export interface EntryInput {
  userId: number
  amountCents: number
  description: string
  /** The description as a kind and params, for the client to word in its language. */
  text?: TransactionText
  /** What caused it (order id, payment charge id...). One entry per (type, reference). */
  reference?: string
}

export type CreditResult =
  { booked: true; entryId: number; balanceCents: number } | { booked: false; reason: 'duplicate' }
export type DebitResult =
  | {
      ok: true
      entryId: number
      balanceCents: number
      /** Who brought the payer (read in the same statement: a purchase rewards them), if anyone. */
      referrerId: number | null
    }
  | { ok: false; reason: 'insufficient_funds'; balanceCents: number }

function assertPositiveCents(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`amount must be a positive whole number of cents, got ${amountCents}`)
  }
}

/** The entry row of `input`, with the signed amount it moves. */
const entryRow = (type: CreditType | DebitType, input: EntryInput, signedCents: number) => ({
  userId: input.userId,
  type,
  amountCents: signedCents,
  description: input.description,
  kind: input.text?.kind ?? null,
  params: input.text?.params ?? null,
  reference: input.reference ?? null,
})

/** Adds `deltaCents` to the cached balance. */
const moveBalance = (tx: Tx, userId: number, deltaCents: number) =>
  tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} + ${deltaCents}`, updatedAt: new Date() })
    .where(eq(users.tgId, userId))
    .returning({ balanceCents: users.balanceCents })

/** Adds money. Booking the same (type, reference) twice is a no-op that reports `duplicate`. */
export async function credit(
  ex: Executor,
  type: CreditType,
  input: EntryInput,
): Promise<CreditResult> {
  assertPositiveCents(input.amountCents)
  const run = async (tx: Tx): Promise<CreditResult> => {
    const [entry] = await tx
      .insert(ledgerEntries)
      .values(entryRow(type, input, input.amountCents))
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id })
    if (!entry) return { booked: false, reason: 'duplicate' }
    const [user] = await moveBalance(tx, input.userId, input.amountCents)
    if (!user) throw new Error(`credit: no user ${input.userId}`)
    return { booked: true, entryId: entry.id, balanceCents: user.balanceCents }
  }
  return inTransaction(ex, run)
}

/**
 * Takes money if, and only if, the balance covers it: the conditional UPDATE and the entry in one
 * statement, so a purchase pays one round trip for its debit.
 */
export async function debit(
  ex: Executor,
  type: DebitType,
  input: EntryInput,
): Promise<DebitResult> {
  assertPositiveCents(input.amountCents)
  const run = async (tx: Tx): Promise<DebitResult> => {
    const params = input.text?.params == null ? null : JSON.stringify(input.text.params)
    const [row] = rowsOf<{
      balance_cents: string | number | null
      entry_id: number | null
      referrer_id: string | number | null
    }>(
      await executeNamed(
        tx,
        'debit_balance',
        sql`
        with moved as (
          update ${users}
          set balance_cents = balance_cents - ${input.amountCents}::bigint, updated_at = now()
          where tg_id = ${input.userId}::bigint and balance_cents >= ${input.amountCents}::bigint
          returning balance_cents
        ), entry as (
          insert into ${ledgerEntries}
            (user_id, type, amount_cents, description, kind, params, reference)
          select ${input.userId}::bigint, ${type}::text, ${-input.amountCents}::bigint,
            ${input.description}::text, ${input.text?.kind ?? null}::text, ${params}::jsonb,
            ${input.reference ?? null}::text
          from moved
          returning id
        )
        select (select balance_cents from moved) as balance_cents, (select id from entry) as entry_id,
          (select referrer_id from ${referrals} where referred_id = ${input.userId}::bigint)
            as referrer_id`,
      ),
    )
    if (row?.balance_cents == null)
      return {
        ok: false,
        reason: 'insufficient_funds',
        balanceCents: await balanceOf(tx, input.userId),
      }
    if (row.entry_id == null) throw new Error('debit: entry not written')
    return {
      ok: true,
      entryId: Number(row.entry_id),
      balanceCents: Number(row.balance_cents),
      referrerId: row.referrer_id == null ? null : Number(row.referrer_id),
    }
  }
  return inTransaction(ex, run)
}

/** The cached balance (0 for an unknown user). */
export async function balanceOf(ex: Executor, userId: number): Promise<number> {
  const [user] = await ex
    .select({ balanceCents: users.balanceCents })
    .from(users)
    .where(eq(users.tgId, userId))
  return user?.balanceCents ?? 0
}

/** The sum of a user's completed entries: must always equal users.balance_cents. */
export async function ledgerSum(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.status, 'completed')))
  return Number(row?.sum ?? 0)
}

/** Runs `fn` in the caller's transaction if there is one, else in a new one. */
export function inTransaction<T>(ex: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (isTx(ex)) return fn(ex)
  return ex.transaction(fn)
}

function isTx(ex: Executor): ex is Tx {
  return typeof (ex as { rollback?: unknown }).rollback === 'function'
}
