import type { AdminVisitsResponse } from '@contract/admin-reports'

export interface VisitDay {
  date: string
  total: number
  paths: { page_path: string; count: number }[]
}

/** Groups the API's (date, path, count) rows into days, busiest paths first, every day present. */
export function groupVisitsByDay(rows: AdminVisitsResponse['days']): VisitDay[] {
  const days = new Map<string, VisitDay>()
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, total: 0, paths: [] }
    day.total += row.count
    day.paths.push({ page_path: row.page_path, count: row.count })
    days.set(row.date, day)
  }
  return [...days.values()]
    .map((d) => ({
      ...d,
      paths: d.paths.sort((a, b) => b.count - a.count || a.page_path.localeCompare(b.page_path)),
    }))
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** Every UTC day from `from` to `to` inclusive, so quiet days show as zero bars. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  const start = Date.parse(`${from}T00:00:00Z`)
  const end = Date.parse(`${to}T00:00:00Z`)
  if (Number.isNaN(start) || Number.isNaN(end)) return out
  for (let t = start; t <= end && out.length <= 366; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10))
  return out
}
