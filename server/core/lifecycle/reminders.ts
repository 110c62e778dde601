// Expiry reminders: 30, 7 and 1 days before a name expires and on the day it does. A step is due
// from its day until the next step's, so a name found late gets the latest reminder only. The
// mark's key holds the expiry it warns about, so a renewed name is reminded again next period.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { claimAndNotify } from './notices'

export const REMINDER_STEPS = [30, 7, 1, 0] as const

/** `2027-05-01T12:00:00Z`: the expiry in a mark key, to the second, as the database holds it. */
export const periodOf = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

interface DueReminder {
  id: string | number
  user_id: string | number
  domain: string
  step: number
  expires_at: string | Date
  period: string
}

/** Enqueues every reminder now due that no process has enqueued; returns how many. */
export async function enqueueDueReminders(db: Db): Promise<number> {
  const due = rowsOf<DueReminder>(
    await db.execute(sql`
      select d.id, d.user_id, d.domain, s.step, d.expires_at, ${periodOf(sql`d.expires_at`)} as period
      from domains d
      cross join (values (30, 7), (7, 1), (1, 0), (0, -1)) as s(step, next)
      where d.status in ('active', 'pending_cf', 'expired') and not d.reminders_muted
        and d.expires_at - make_interval(days => s.step) <= now()
        and d.expires_at - make_interval(days => s.next) > now()
        and not exists (select 1 from lifecycle_marks m
          where m.key = 'reminder:' || d.id || ':' || ${periodOf(sql`d.expires_at`)} || ':' || s.step)`),
  )
  let sent = 0
  for (const r of due) {
    const key = `reminder:${r.id}:${r.period}:${r.step}`
    const created = await db.transaction((tx) =>
      claimAndNotify(tx, key, {
        kind: 'reminder',
        userId: Number(r.user_id),
        domain: r.domain,
        step: Number(r.step),
        expiresAt: new Date(r.expires_at).toISOString(),
      }),
    )
    if (created) sent += 1
  }
  return sent
}
