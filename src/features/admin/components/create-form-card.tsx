import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import formStyles from './admin-form.module.css'

/** A labelled text input of an admin form. */
export function FormInput({
  label,
  ...input
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={formStyles.field}>
      {label}
      <input className={formStyles.input} {...input} />
    </label>
  )
}

interface CreateFormCardProps {
  title: ReactNode
  /** What the button says. */
  submitLabel: ReactNode
  onSubmit: () => void
  /** The first thing wrong with the input, shown above the button; null when nothing is. */
  problem: string | null
  pending: boolean
  children: ReactNode
}

/** A card holding one "create" form of the admin console: its fields, the problem, the button. */
export function CreateFormCard({
  title,
  submitLabel,
  onSubmit,
  problem,
  pending,
  children,
}: CreateFormCardProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <Card title={title}>
      <form className={formStyles.form} onSubmit={submit}>
        {children}
        {problem && (
          <p className={formStyles.fieldError} role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </form>
    </Card>
  )
}
