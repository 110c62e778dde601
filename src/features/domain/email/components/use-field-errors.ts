import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useToast } from '@/components/ui/toast'
import { emailErrorText, emailFieldError, type EmailField } from '../email-error-text'

/**
 * The errors of one form's fields: its own checks before sending, and a server 400 shown at the
 * field it names; any other failure is a toast with `fallback`.
 */
export function useFieldErrors() {
  const { i18n } = useLingui()
  const toast = useToast()
  const [errors, setErrors] = useState<Partial<Record<EmailField, string>>>({})
  return {
    errors,
    set: setErrors,
    clear: () => setErrors({}),
    failed: (fallback: string) => (err: Error) => {
      const found = emailFieldError(err, i18n)
      if (found) setErrors({ [found.field]: found.text })
      else toast.error(emailErrorText(err, i18n, fallback))
    },
  }
}
