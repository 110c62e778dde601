import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ApiError } from '@/lib/api-client'
import { useAdminSignIn } from '../api/sign-in'
import { useErrorText } from '../error-text'
import styles from './admin.module.css'
import formStyles from './admin-form.module.css'

export interface SignInScreenProps {
  /** Signed in through Telegram, but that account is not an admin. */
  notAdmin?: boolean
}

/**
 * The console's sign-in for the standalone PWA: the token typed here is exchanged for an HttpOnly
 * cookie and then forgotten; it never reaches storage.
 */
export function SignInScreen({ notAdmin = false }: SignInScreenProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const fieldId = useId()
  const [token, setToken] = useState('')
  const signIn = useAdminSignIn()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const value = token.trim()
    if (!value) return
    signIn.mutate(value, { onSettled: () => setToken('') })
  }

  const error = signIn.error
  const message =
    error instanceof ApiError && error.status === 401
      ? t`Wrong admin token.`
      : error
        ? errorText(error)
        : null

  return (
    <main className={styles.signIn} data-testid="admin-sign-in">
      <h1 className={styles.title}>
        <Trans>Admin sign-in</Trans>
      </h1>
      {notAdmin && (
        <p className={styles.muted}>
          <Trans>
            Your Telegram account has no admin rights. You can sign in with the admin token instead.
          </Trans>
        </p>
      )}
      <Card>
        <form className={formStyles.form} onSubmit={submit}>
          <label htmlFor={fieldId} className={formStyles.field}>
            <Trans>Admin token</Trans>
          </label>
          <input
            id={fieldId}
            className={formStyles.input}
            type="password"
            name="admin-token"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            required
          />
          {message && (
            <p className={formStyles.fieldError} role="alert">
              {message}
            </p>
          )}
          <Button type="submit" block loading={signIn.isPending} disabled={!token.trim()}>
            <Trans>Sign in</Trans>
          </Button>
        </form>
      </Card>
      <p className={styles.muted}>
        <Trans>Inside Telegram, admins listed in ADMIN_IDS are signed in automatically.</Trans>
      </p>
    </main>
  )
}
