// Dates and amounts as the admin reads them, in the interface language.
import { DAY_AND_TIME, MEDIUM_DAY, formatDate } from '@/lib/format-date'

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  return iso ? formatDate(iso, locale, DAY_AND_TIME) : '—'
}

export function formatDay(iso: string | null | undefined, locale: string): string {
  return iso ? formatDate(iso, locale, MEDIUM_DAY) : '—'
}

/** `2026-11-22` for a date input, in UTC (the API's days are UTC days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The inclusive range of the last `days` days ending today (UTC). */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = new Date(today.getTime() - (days - 1) * 86_400_000)
  return { from: isoDay(from), to: isoDay(today) }
}

/** Parses a USD amount typed by a person ("10", "-2.5", "3,99"); null when it is not one. */
export function parseUsdInput(text: string): number | null {
  const normalized = text.trim().replace(',', '.')
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalized)) return null
  const value = Number(normalized)
  return Number.isFinite(value) ? value : null
}
