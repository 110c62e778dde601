// The admin console's calendar days: between these years, so no bound overflows a timestamp.
export const MIN_DATE = '2000-01-01'
export const MAX_DATE = '2999-12-31'

/** A YYYY-MM-DD day within MIN_DATE..MAX_DATE (such strings compare as their dates do). */
export const inDateRange = (d: string): boolean => d >= MIN_DATE && d <= MAX_DATE
