import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './spinner'
import styles from './button.module.css'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the screen's main action; secondary: tinted; ghost: text only; danger: destructive. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'md' | 'sm'
  /** Shows a spinner and disables the button. */
  loading?: boolean
  block?: boolean
  /** Icon only: as wide as it is high; give it an `aria-label`. */
  square?: boolean
  icon?: ReactNode
}

/** The app's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  square = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    styles[size],
    block && styles.block,
    square && styles.square,
    className,
  ]
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  )
}
