/** A timestamp in the interface language; the raw text when it is not a date. */
export function formatDateTime(iso: string, locale: string, withTime = true): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return withTime
    ? d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    : d.toLocaleDateString(locale, { dateStyle: 'medium' })
}
