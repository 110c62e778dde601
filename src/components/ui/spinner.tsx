import { useLingui } from '@lingui/react/macro'
import styles from './spinner.module.css'

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number
  /** Accessible label; defaults to "Loading". */
  label?: string
}

export function Spinner({ size = 24, label }: SpinnerProps) {
  const { t } = useLingui()
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role="status"
      aria-label={label ?? t`Loading`}
    />
  )
}
