// The watchlist: a user waits for a taken name. Every watched name has one row and one chain of
// durable check jobs, however many users watch it, so its registry's RDAP server is asked once per
// check. Each check stores what RDAP said and schedules the next (watch-state.ts says when); when
// the name enters grace, redemption, pending delete or becomes free, every watcher gets a chat
// notice, enqueued in the same transaction as the state it reports, keyed on the name, the state
// and when it was entered, so a check run twice still sends each notice once.
import { and, asc, count, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobs, users, watchedNames, watches } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { Rdap, RdapLookup } from '../../providers/rdap/rdap'
import { ProviderError, ProviderRateLimited } from '../../providers/types'
import type { Executor } from '../ledger/ledger'
import { NOTICE_JOB, type Notice } from '../lifecycle/notices'
import { RETRY_AFTER_ERROR_MS, isNotified, nextCheckAt, watchState } from './watch-state'

export const WATCH_CHECK_JOB = 'watch-check'

export type WatchedName = typeof watchedNames.$inferSelect
export interface WatchItem extends WatchedName {
  addedAt: Date
}

/** Why a watch cannot be added or removed, for the HTTP layer to turn into 400/404/409. */
export class WatchError extends Error {
  constructor(
    readonly reason: 'limit' | 'not_watched' | 'no_rdap',
    message: string,
  ) {
    super(message)
  }
}

async function enqueueCheck(ex: Executor, domain: string, at: Date) {
  await enqueue(ex, {
    kind: WATCH_CHECK_JOB,
    payload: { domain },
    dedupeKey: `${domain}@${at.getTime()}`,
    runAt: at,
  })
}

export async function listWatches(db: Db, userId: number): Promise<WatchItem[]> {
  const rows = await db
    .select({ name: watchedNames, addedAt: watches.createdAt })
    .from(watches)
    .innerJoin(watchedNames, eq(watchedNames.domain, watches.domain))
    .where(eq(watches.userId, userId))
    .orderBy(asc(watches.createdAt), asc(watches.domain))
  return rows.map((r) => ({ ...r.name, addedAt: r.addedAt }))
}

/**
 * Adds `domain` to the user's watchlist (again: no change), at most `limit` names a user. A name
 * nobody watched yet gets its row and its first check, due now.
 */
export async function addWatch(
  db: Db,
  rdap: Pick<Rdap, 'serves'>,
  userId: number,
  domain: string,
  limit: number,
): Promise<WatchItem> {
  if (!rdap.serves(domain)) {
    const tld = domain.slice(domain.lastIndexOf('.') + 1)
    throw new WatchError('no_rdap', `no registry lookup is known for .${tld}`)
  }
  await db.transaction(async (tx) => {
    // The user's row serialises their adds, so the limit holds under concurrent requests.
    await tx.select({ id: users.tgId }).from(users).where(eq(users.tgId, userId)).for('update')
    const [had] = await tx
      .select({ domain: watches.domain })
      .from(watches)
      .where(and(eq(watches.userId, userId), eq(watches.domain, domain)))
    if (had) return
    const [n] = await tx.select({ n: count() }).from(watches).where(eq(watches.userId, userId))
    if ((n?.n ?? 0) >= limit)
      throw new WatchError('limit', `you watch ${limit} names already, the most one can`)
    const now = new Date()
    const created = await tx
      .insert(watchedNames)
      .values({ domain, nextCheckAt: now })
      .onConflictDoNothing()
      .returning({ domain: watchedNames.domain })
    if (created.length) await enqueueCheck(tx, domain, now)
    await tx.insert(watches).values({ userId, domain }).onConflictDoNothing()
  })
  const item = (await listWatches(db, userId)).find((w) => w.domain === domain)
  if (!item) throw new Error(`watch of ${domain} vanished`)
  return item
}

/** Takes `domain` off the user's watchlist; the name's own check drops the row once nobody waits. */
export async function removeWatch(db: Db, userId: number, domain: string): Promise<void> {
  const gone = await db
    .delete(watches)
    .where(and(eq(watches.userId, userId), eq(watches.domain, domain)))
    .returning({ domain: watches.domain })
  if (!gone.length) throw new WatchError('not_watched', `${domain} is not on your watchlist`)
}

type Outcome = { lookup: RdapLookup } | { error: ProviderError | Error }

async function record(tx: Executor, domain: string, outcome: Outcome, now: Date) {
  const [cur] = await tx
    .select()
    .from(watchedNames)
    .where(eq(watchedNames.domain, domain))
    .for('update')
  if (!cur) return
  if ('error' in outcome) {
    const { error } = outcome
    const delay =
      error instanceof ProviderRateLimited
        ? Math.max(60_000, error.retryAfterMs)
        : error instanceof ProviderError && !error.retryable
          ? 24 * RETRY_AFTER_ERROR_MS
          : RETRY_AFTER_ERROR_MS
    const next = new Date(now.getTime() + delay)
    await tx
      .update(watchedNames)
      .set({ lastError: error.message.slice(0, 500), nextCheckAt: next })
      .where(eq(watchedNames.domain, domain))
    await enqueueCheck(tx, domain, next)
    return
  }
  const { lookup } = outcome
  const state = watchState(lookup, now)
  const expiresAt = lookup.found ? (lookup.expiresAt ?? null) : null
  const changed = state !== cur.state
  const stateSince = changed ? now : cur.stateSince
  const next = nextCheckAt(state, expiresAt, now)
  await tx
    .update(watchedNames)
    .set({
      state,
      rdapStatus: lookup.found ? lookup.statuses : [],
      expiresAt,
      stateSince,
      checkedAt: now,
      nextCheckAt: next,
      lastError: null,
    })
    .where(eq(watchedNames.domain, domain))
  // A first look tells nothing new: the watcher sees the state on the list.
  if (changed && cur.state !== 'unknown' && isNotified(state)) {
    const watchers = await tx
      .select({ userId: watches.userId })
      .from(watches)
      .where(eq(watches.domain, domain))
    for (const { userId } of watchers) {
      const notice: Notice = { kind: 'watch', userId, domain, state }
      await enqueue(tx, {
        kind: NOTICE_JOB,
        payload: notice,
        dedupeKey: `watch:${domain}:${state}:${stateSince.getTime()}:${userId}`,
      })
    }
  }
  await enqueueCheck(tx, domain, next)
}

/** One check of one name: drops a name nobody watches, else asks RDAP once and records it. */
export async function checkWatchedName(db: Db, rdap: Rdap, domain: string): Promise<void> {
  const [watched] = await db.select({ n: count() }).from(watches).where(eq(watches.domain, domain))
  if (!watched?.n) {
    // Deleted only while still unwatched: a watch added meanwhile keeps the row and its chain.
    await db
      .delete(watchedNames)
      .where(
        and(
          eq(watchedNames.domain, domain),
          sql`not exists (select 1 from ${watches} where ${watches.domain} = ${domain})`,
        ),
      )
    return
  }
  let outcome: Outcome
  try {
    outcome = { lookup: await rdap.lookup(domain) }
  } catch (err) {
    outcome = { error: err instanceof Error ? err : new Error(String(err)) }
  }
  await db.transaction((tx) => record(tx, domain, outcome, new Date()))
}

/**
 * Re-arms chains that broke (a check job failed for good on a database error): names more than 10
 * minutes overdue with no check queued or running get one, under a key of its own.
 */
export async function enqueueOverdueWatchChecks(db: Db): Promise<number> {
  const chainKey = sql`${watchedNames.domain} || '@' || (extract(epoch from ${watchedNames.nextCheckAt}) * 1000)::bigint::text`
  const overdue = await db
    .select({ domain: watchedNames.domain, at: watchedNames.nextCheckAt })
    .from(watchedNames)
    .where(
      and(
        lte(watchedNames.nextCheckAt, sql`now() - interval '10 minutes'`),
        sql`not exists (select 1 from ${jobs} where ${jobs.kind} = ${WATCH_CHECK_JOB}
          and ${jobs.dedupeKey} like ${chainKey} || '%' and ${jobs.status} in ('queued', 'running'))`,
      ),
    )
    .orderBy(asc(watchedNames.nextCheckAt))
    .limit(200)
  let made = 0
  for (const { domain, at } of overdue) {
    const { created } = await enqueue(db, {
      kind: WATCH_CHECK_JOB,
      payload: { domain },
      dedupeKey: `${domain}@${at.getTime()}:rearm`,
    })
    if (created) made += 1
  }
  return made
}

export function watchlistJobs(deps: { db: Db; rdap: Rdap }): Record<string, JobHandler> {
  return {
    [WATCH_CHECK_JOB]: async (payload, ctx) => {
      const domain = (payload as { domain?: unknown } | null)?.domain
      if (typeof domain !== 'string')
        return ctx.logger.error({ payload }, 'bad watch check dropped')
      await checkWatchedName(deps.db, deps.rdap, domain)
    },
  }
}
