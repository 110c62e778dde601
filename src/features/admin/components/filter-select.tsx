import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import formStyles from './admin-form.module.css'

interface FilterSelectProps<T extends string> {
  label: ReactNode
  options: readonly T[]
  /** None: every value ("All"). */
  value: T | undefined
  names: Record<T, string>
  onChange: (next: T | undefined) => void
}

/** A labelled select of one enumerated filter of an admin list; "All" clears the filter. */
export function FilterSelect<T extends string>({
  label,
  options,
  value,
  names,
  onChange,
}: FilterSelectProps<T>) {
  const { t } = useLingui()
  return (
    <label className={formStyles.field}>
      {label}
      <select
        className={formStyles.input}
        value={value ?? ''}
        onChange={(e) => onChange(options.find((o) => o === e.target.value))}
      >
        <option value="">{t`All`}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {names[o]}
          </option>
        ))}
      </select>
    </label>
  )
}
