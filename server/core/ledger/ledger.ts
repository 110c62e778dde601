// The balance changes only through ledger entries. Each function here is one transaction that writes
// the entry and moves the cached balance together; a debit is one conditional UPDATE, so concurrent
// debits can never overspend, and the CHECK (balance_cents >= 0) backs it.
import { and, eq, sql, type SQL } from 'drizzle-orm'
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
 * The two common table expressions of a debit, `moved` (the conditional UPDATE of the balance,
 * returning the balance left) and `entry` (its ledger entry, written only when `moved` moved
 * something), for a statement of its own (`debit`) or one that opens what it pays for in the same
 * round trip (../domains/provisioning-job). `reference` and `when` are SQL of the caller's
 * statement: the entry's reference, and a further condition for taking the money at all.
 */
export function debitSteps(
  type: DebitType,
  input: Omit<EntryInput, 'reference'>,
  reference: SQL,
  when: SQL = sql`true`,
): SQL {
  assertPositiveCents(input.amountCents)
  const params = input.text?.params == null ? null : JSON.stringify(input.text.params)
  return sql`moved as (
      update ${users}
      set balance_cents = balance_cents - ${input.amountCents}::bigint, updated_at = now()
      where tg_id = ${input.userId}::bigint and balance_cents >= ${input.amountCents}::bigint
        and ${when}
      returning balance_cents
    ), entry as (
      insert into ${ledgerEntries}
        (user_id, type, amount_cents, description, kind, params, reference)
      select ${input.userId}::bigint, ${type}::text, ${-input.amountCents}::bigint,
        ${input.description}::text, ${input.text?.kind ?? null}::text, ${params}::jsonb, ${reference}
      from moved
      returning id
    )`
}

/** The columns a statement with `debitSteps` selects, read by `debitOutcome`. */
export const debitColumns = (userId: number) => sql`(select balance_cents from moved) as paid_cents,
  (select id from entry) as entry_id,
  (select balance_cents from ${users} where tg_id = ${userId}::bigint) as balance_before,
  (select referrer_id from ${referrals} where referred_id = ${userId}::bigint) as referrer_id`

export interface DebitColumns {
  paid_cents: string | number | null
  entry_id: string | number | null
  balance_before: string | number | null
  referrer_id: string | number | null
}

/**
 * What `debitColumns` say. The statement's snapshot is from before its own UPDATE, so when nothing
 * moved `balance_before` is the balance that did not cover the amount; only if it did cover it was
 * the row changed by a payment that committed meanwhile, and the balance is read again.
 */
export async function debitOutcome(
  tx: Tx,
  payer: { userId: number; amountCents: number },
  row: DebitColumns | undefined,
): Promise<DebitResult> {
  if (row?.paid_cents == null) {
    const before = Number(row?.balance_before ?? 0)
    return {
      ok: false,
      reason: 'insufficient_funds',
      balanceCents: before < payer.amountCents ? before : await balanceOf(tx, payer.userId),
    }
  }
  if (row.entry_id == null) throw new Error('debit: entry not written')
  return {
    ok: true,
    entryId: Number(row.entry_id),
    balanceCents: Number(row.paid_cents),
    referrerId: row.referrer_id == null ? null : Number(row.referrer_id),
  }
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
  const steps = debitSteps(type, input, sql`${input.reference ?? null}::text`)
  const run = async (tx: Tx): Promise<DebitResult> => {
    const [row] = rowsOf<DebitColumns>(
      await executeNamed(
        tx,
        'debit_balance',
        sql`with ${steps} select ${debitColumns(input.userId)}`,
      ),
    )
    return debitOutcome(tx, input, row)
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
