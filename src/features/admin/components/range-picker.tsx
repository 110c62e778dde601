import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import type { DateRange } from '../api/reports'
import { lastDays } from '../format'
import styles from './admin.module.css'
import formStyles from './admin-form.module.css'

/** Quick ranges (7, 30, 90 days), the current one pressed, and two date fields; days are UTC, both ends included. */
export function RangePicker({
  range,
  onRange,
}: {
  range: DateRange
  onRange: (next: DateRange) => void
}) {
  const { t } = useLingui()
  return (
    <div className={formStyles.form}>
      <div className={styles.actions}>
        {[7, 30, 90].map((days) => {
          const preset = lastDays(days)
          // Pressed while the fields hold exactly that range; a date typed in releases it.
          const pressed = range.from === preset.from && range.to === preset.to
          return (
            <Button
              key={days}
              size="sm"
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => onRange(preset)}
            >
              {t`${days} days`}
            </Button>
          )
        })}
      </div>
      <div className={formStyles.toolbar}>
        <DateFields range={range} onRange={onRange} />
      </div>
    </div>
  )
}

/** The From and To date fields of a range (UTC days, both ends included), as form labels. */
export function DateFields({
  range,
  onRange,
}: {
  range: DateRange
  onRange: (next: DateRange) => void
}) {
  return (
    <>
      <label className={formStyles.field}>
        <Trans>From</Trans>
        <input
          className={formStyles.input}
          type="date"
          value={range.from ?? ''}
          onChange={(e) => onRange({ ...range, from: e.target.value || undefined })}
        />
      </label>
      <label className={formStyles.field}>
        <Trans>To</Trans>
        <input
          className={formStyles.input}
          type="date"
          value={range.to ?? ''}
          onChange={(e) => onRange({ ...range, to: e.target.value || undefined })}
        />
      </label>
    </>
  )
}
