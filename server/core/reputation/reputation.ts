// Reputation alerts: each active owned domain is checked daily (one durable job per domain and day)
// and on demand against VirusTotal (through the malware scan, which spends the public API's budget
// of 4 calls a minute and 500 a day) and Google Safe Browsing. Every check is kept. A check that
// finds something the previous one did not (VirusTotal engines flagging it, a Safe Browsing list
// naming it) enqueues a chat notice to the owner in the same transaction. When VirusTotal's budget
// is spent a daily check waits in the queue (RetryLaterError) instead of sleeping; an on-demand
// one records what it has and leaves the VirusTotal part to a queued check.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, reputationChecks } from '../../db/schema'
import { RetryLaterError } from '../../jobs/errors'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { Logger } from '../../logger'
import type { SafeBrowsing, ThreatType } from '../../providers/scanner/safe-browsing'
import type { Executor } from '../ledger/ledger'
import { NOTICE_JOB, type Notice } from '../lifecycle/notices'
import type { MalwareScanner } from '../malware-scan/malware-scan'

export const REPUTATION_TICK_JOB = 'reputation-tick'
export const REPUTATION_CHECK_JOB = 'reputation-check'
const DAY_MS = 86_400_000
/** How long a daily check waits for VirusTotal's minute window when the budget is spent. */
export const QUOTA_WAIT_MS = 60_000

export type ReputationCheck = typeof reputationChecks.$inferSelect
export type Trigger = ReputationCheck['trigger']

export interface ReputationDeps {
  db: Db
  scanner: Pick<MalwareScanner, 'scan'>
  safeBrowsing: SafeBrowsing
}

/** The sandbox's Safe Browsing: lists a name by the words in its label, as the sandbox scan does. */
export const sandboxSafeBrowsing: SafeBrowsing = {
  name: 'sandbox',
  threats: (domain) => {
    const label = domain.split('.')[0] ?? ''
    const found: ThreatType[] = []
    if (/malware|virus/.test(label)) found.push('MALWARE')
    if (/phish|scam/.test(label)) found.push('SOCIAL_ENGINEERING')
    return Promise.resolve(found)
  },
}

export class ReputationError extends Error {}

// What could not be asked, as recorded in a check's `problems` (kept as words for the log and the
// console; sourceStates reads them back for the client).
const VT_QUOTA = 'virustotal: budget spent, checked again shortly'
const VT_DOWN = 'virustotal: could not be reached'
const SB_PREFIX = 'safe browsing: '

/** Whether each source really answered this check, or what kept it from answering. */
export function sourceStates(problems: readonly string[]) {
  const virustotal = problems.includes(VT_QUOTA)
    ? ('budget_spent' as const)
    : problems.includes(VT_DOWN)
      ? ('unreachable' as const)
      : ('checked' as const)
  const safeBrowsing = problems.some((p) => p.startsWith(SB_PREFIX))
    ? ('unreachable' as const)
    : ('checked' as const)
  return { virustotal, safeBrowsing }
}

/** What this check found that `prev` did not: the notice's content, or undefined. */
export function newFindings(
  prev: Pick<ReputationCheck, 'vtVerdict' | 'sbThreats'> | undefined,
  next: Pick<ReputationCheck, 'vtVerdict' | 'vtDetections' | 'sbThreats'>,
): { detections: number | null; threats: string[] } | undefined {
  const detections =
    next.vtVerdict === 'flagged' && prev?.vtVerdict !== 'flagged' ? (next.vtDetections ?? 1) : null
  const before = new Set(prev?.sbThreats ?? [])
  const threats = (next.sbThreats ?? []).filter((t) => !before.has(t))
  return detections !== null || threats.length ? { detections, threats } : undefined
}

async function lastCheck(ex: Executor, domain: string) {
  const [row] = await ex
    .select()
    .from(reputationChecks)
    .where(eq(reputationChecks.domain, domain))
    .orderBy(desc(reputationChecks.id))
    .limit(1)
  return row
}

/**
 * Checks one active domain and records it; the owner is told of anything new. `deferred`: VirusTotal
 * was not asked (budget spent), so a queued check will complete it.
 */
export async function checkReputation(
  deps: ReputationDeps,
  domain: string,
  trigger: Trigger,
  userId?: number,
): Promise<{ check: ReputationCheck; deferred: boolean }> {
  const { db } = deps
  const [owned] = await db
    .select({ userId: domains.userId })
    .from(domains)
    .where(
      and(
        eq(domains.domain, domain),
        eq(domains.status, 'active'),
        userId === undefined ? undefined : eq(domains.userId, userId),
      ),
    )
  if (!owned)
    throw new ReputationError(`${domain} is not an active domain${userId ? ' of yours' : ''}`)
  const vt = await deps.scanner.scan(domain)
  if (vt.deferred === 'quota' && trigger === 'daily')
    throw new RetryLaterError(QUOTA_WAIT_MS, "VirusTotal's budget is spent")
  const problems: string[] = []
  if (vt.deferred === 'quota') problems.push(VT_QUOTA)
  if (vt.deferred === 'error') problems.push(VT_DOWN)
  let sbThreats: string[] | null = null
  try {
    sbThreats = await deps.safeBrowsing.threats(domain)
  } catch (err) {
    problems.push(`${SB_PREFIX}${err instanceof Error ? err.message : String(err)}`)
  }
  const check = await db.transaction(async (tx) => {
    const prev = await lastCheck(tx, domain)
    const [row] = await tx
      .insert(reputationChecks)
      .values({
        domain,
        userId: owned.userId,
        trigger,
        // Not asked this time: the last known answer stands, so nothing reads as a change.
        vtVerdict: vt.deferred ? (prev?.vtVerdict ?? vt.verdict) : vt.verdict,
        vtDetections: vt.deferred ? (prev?.vtDetections ?? vt.detections) : vt.detections,
        sbThreats: sbThreats ?? prev?.sbThreats ?? null,
        problems,
      })
      .returning()
    if (!row) throw new Error('reputation check not recorded')
    const found = newFindings(prev, row)
    if (found) {
      const notice: Notice = { kind: 'reputation', userId: owned.userId, domain, ...found }
      await enqueue(tx, { kind: NOTICE_JOB, payload: notice, dedupeKey: `reputation:${row.id}` })
    }
    return row
  })
  if (vt.deferred === 'quota')
    await enqueue(db, {
      kind: REPUTATION_CHECK_JOB,
      payload: { domain },
      dedupeKey: `${domain}@retry-${check.id}`,
      runAt: new Date(Date.now() + QUOTA_WAIT_MS),
    })
  return { check, deferred: vt.deferred === 'quota' }
}

/** Today's slot (and the tick that enqueues its checks), due now when not done yet. */
export async function scheduleReputationTick(db: Db, now = Date.now()) {
  const day = Math.floor(now / DAY_MS)
  await enqueue(db, { kind: REPUTATION_TICK_JOB, payload: { day }, dedupeKey: `day-${day}` })
}

/** One check per active domain for the day; any number of ticks enqueue each once. */
export async function enqueueDailyChecks(db: Db, day: number): Promise<number> {
  const rows = await db
    .select({ domain: domains.domain })
    .from(domains)
    .where(eq(domains.status, 'active'))
  let made = 0
  for (const { domain } of rows) {
    const { created } = await enqueue(db, {
      kind: REPUTATION_CHECK_JOB,
      payload: { domain },
      dedupeKey: `${domain}@${day}`,
    })
    if (created) made += 1
  }
  return made
}

export function reputationJobs(
  deps: ReputationDeps & { logger: Logger },
): Record<string, JobHandler> {
  return {
    [REPUTATION_TICK_JOB]: async (payload, ctx) => {
      const day = Number((payload as { day?: unknown } | null)?.day)
      if (!Number.isInteger(day))
        return ctx.logger.error({ payload }, 'bad reputation tick dropped')
      try {
        ctx.logger.debug({ checks: await enqueueDailyChecks(deps.db, day) }, 'reputation tick')
      } finally {
        await enqueue(deps.db, {
          kind: REPUTATION_TICK_JOB,
          payload: { day: day + 1 },
          dedupeKey: `day-${day + 1}`,
          runAt: new Date((day + 1) * DAY_MS),
        })
      }
    },
    [REPUTATION_CHECK_JOB]: async (payload, ctx) => {
      const domain = (payload as { domain?: unknown } | null)?.domain
      if (typeof domain !== 'string')
        return ctx.logger.error({ payload }, 'bad reputation check dropped')
      try {
        await checkReputation(deps, domain, 'daily')
      } catch (err) {
        // Sold, released or not live any more: nothing to check.
        if (err instanceof ReputationError) return ctx.logger.info({ domain }, err.message)
        throw err
      }
    },
  }
}
