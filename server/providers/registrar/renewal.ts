/** `date` plus whole calendar years, in UTC (Feb 29 rolls to Mar 1 as registries do). */
export function addYears(date: Date, years: number): Date {
  const next = new Date(date)
  next.setUTCFullYear(next.getUTCFullYear() + years)
  return next
}

/**
 * True when a renewal by `years` from `knownExpiresAt` has already been applied: the registrar's
 * expiry is at least that far out (a day of slack absorbs registries that round to midnight).
 */
export function renewalAlreadyApplied(
  current: Date,
  knownExpiresAt: Date | undefined,
  years: number,
): boolean {
  if (!knownExpiresAt) return false
  const target = addYears(knownExpiresAt, years).getTime()
  return current.getTime() >= target - 24 * 3600 * 1000
}
