import type { ReactNode } from 'react'
import toggle from './toggle.module.css'

export interface SwitchProps {
  checked: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
  testId: string
  /** The setting's text, beside the switch. */
  children: ReactNode
}

/** A setting that takes effect the moment it is flipped: a checkbox drawn as a switch. */
export function Switch({ checked, disabled, onChange, testId, children }: SwitchProps) {
  return (
    <label className={toggle.toggle}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  )
}
