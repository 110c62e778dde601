import type { ReactNode } from 'react'
import styles from './domain.module.css'

/** A list of choices with the current one marked; picking one is confirmed by the caller. */
export function OptionList<T extends string>({
  options,
  current,
  label,
  hint,
  onPick,
  testId,
}: {
  options: readonly T[]
  current: T
  label: (o: T) => ReactNode
  hint: (o: T) => ReactNode
  onPick: (o: T) => void
  testId: string
}) {
  return (
    <ul className={styles.options}>
      {options.map((o) => (
        <li key={o}>
          <button
            type="button"
            className={styles.option}
            aria-pressed={o === current}
            onClick={() => onPick(o)}
            data-testid={testId}
            data-value={o}
          >
            <span className={styles.optionText}>
              <span>{label(o)}</span>
              <small>{hint(o)}</small>
            </span>
            {o === current && <span aria-hidden="true">✓</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
