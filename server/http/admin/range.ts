// Day ranges of the reports: inclusive UTC dates on the wire, [start, end) instants inside.
import { badRequest } from '../errors'

const DAY_MS = 86_400_000
export const MAX_RANGE_DAYS = 366
const DEFAULT_DAYS = 30

export interface DayRange {
  from: string
  to: string
  start: Date
  /** Exclusive: midnight after `to`. */
  end: Date
  days: string[]
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10)
const midnight = (date: string) => new Date(`${date}T00:00:00.000Z`)

export function resolveRange(q: { from?: string; to?: string }, now = new Date()): DayRange {
  const to = q.to ?? dayOf(now)
  const from = q.from ?? dayOf(new Date(midnight(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS))
  const start = midnight(from)
  const end = new Date(midnight(to).getTime() + DAY_MS)
  if (start >= end) throw badRequest('from', 'must not be after to')
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS)
  if (count > MAX_RANGE_DAYS)
    throw badRequest('to', `must be at most ${MAX_RANGE_DAYS} days after from`)
  const days = Array.from({ length: count }, (_, i) =>
    dayOf(new Date(start.getTime() + i * DAY_MS)),
  )
  return { from, to, start, end, days }
}

/** Open-ended bounds for filters: either date may be missing; no length limit. */
export function dayBounds(q: { from?: string; to?: string }): { start?: Date; end?: Date } {
  const start = q.from ? midnight(q.from) : undefined
  const end = q.to ? new Date(midnight(q.to).getTime() + DAY_MS) : undefined
  if (start && end && start >= end) throw badRequest('from', 'must not be after to')
  return { start, end }
}
