// Chat notices the bot sends an owner: expiry reminders, a short balance for auto-renew, the
// outcome of a purchase or renewal, and a watched name entering grace, redemption, pending delete or
// becoming free, and an owned domain newly flagged by VirusTotal or listed by Safe Browsing. Each is a durable job enqueued once under its lifecycle mark
// (see lifecycle_marks), in the transaction that decides it is due.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { lifecycleMarks } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import type { Executor } from '../ledger/ledger'

export const NOTICE_JOB = 'bot-notice'

export const noticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reminder'),
    userId: z.number().int(),
    domain: z.string(),
    /** Days before expiry: 30, 7, 1, or 0 on the day it expires. */
    step: z.number().int(),
    expiresAt: z.string(),
  }),
  z.object({
    kind: z.literal('autorenew_short'),
    userId: z.number().int(),
    domain: z.string(),
    needCents: z.number().int(),
    priceCents: z.number().int(),
  }),
  z.object({
    kind: z.literal('order'),
    userId: z.number().int(),
    orderKind: z.enum(['purchase', 'renewal', 'market', 'transfer']),
    completed: z.array(z.string()),
    refunded: z.array(z.string()),
    refundedCents: z.number().int(),
    /** The new expiry of a completed renewal. */
    expiresAt: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('watch'),
    userId: z.number().int(),
    domain: z.string(),
    /** The stage a watched name entered (see core/watchlist/watch-state.ts). */
    state: z.enum(['grace', 'redemption', 'pending_delete', 'available']),
  }),
  z.object({
    kind: z.literal('reputation'),
    userId: z.number().int(),
    domain: z.string(),
    /** VirusTotal engines newly calling it malicious or suspicious; null when nothing new there. */
    detections: z.number().int().nullable(),
    /** Safe Browsing lists it newly appears on. */
    threats: z.array(z.string()),
  }),
])
export type Notice = z.infer<typeof noticeSchema>

/**
 * Claims `key` and enqueues the notice under it, both in the caller's transaction; false when the
 * key was claimed before (by this process or any other), so nothing is enqueued twice.
 */
export async function claimAndNotify(tx: Executor, key: string, notice: Notice): Promise<boolean> {
  if (!(await claimMark(tx, key))) return false
  await enqueue(tx, { kind: NOTICE_JOB, payload: notice, dedupeKey: key })
  return true
}

export async function claimMark(tx: Executor, key: string): Promise<boolean> {
  const rows = await tx
    .insert(lifecycleMarks)
    .values({ key, createdAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ key: lifecycleMarks.key })
  return rows.length > 0
}
