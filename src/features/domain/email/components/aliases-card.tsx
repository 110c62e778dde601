import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EmailAliasView, EmailRoutingView } from '@contract/email-routing'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useToast } from '@/components/ui/toast'
import type { EmailWrites } from '../api/email-routing'
import { checkEmailField } from '../email-error-text'
import { ZoneRow } from '../../dns/components/zone-row'
import { useFieldErrors } from './use-field-errors'
import styles from '../../components/domain.module.css'
import dnsStyles from '../../dns/components/dns.module.css'
import emailStyles from './email.module.css'

/** The domain's aliases (alias@domain → a confirmed address) and a form to add one. */
export function AliasesCard({
  domain,
  view,
  writes,
  online,
  onRemove,
}: {
  domain: string
  view: EmailRoutingView
  writes: EmailWrites
  online: boolean
  onRemove: (a: EmailAliasView) => void
}) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const confirmed = view.destinations.filter((d) => d.verified).map((d) => d.email)
  const [alias, setAlias] = useState('')
  const [picked, setPicked] = useState('')
  const destination = confirmed.includes(picked) ? picked : (confirmed[0] ?? '')
  const field = useFieldErrors()
  const add = writes.addAlias

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const wrong = checkEmailField('alias', alias, i18n)
    const noTarget = destination ? null : checkEmailField('destination', '', i18n)
    if (wrong || noTarget)
      return field.set({
        ...(wrong && { alias: wrong }),
        ...(noTarget && { destination: noTarget }),
      })
    field.clear()
    add.mutate(
      { alias: alias.trim().toLowerCase(), destination },
      {
        onSuccess: () => {
          setAlias('')
          toast.success(t`Saved`)
        },
        onError: field.failed(t`Error adding alias`),
      },
    )
  }

  return (
    <Card title={<Trans>Aliases</Trans>} data-testid="email-aliases">
      <ul className={dnsStyles.records}>
        {view.aliases.map((a) => (
          <ZoneRow
            key={a.id}
            testId="email-alias"
            data={{ 'data-address': a.address }}
            badge="@"
            title={a.address}
            detail={`→ ${a.destination}`}
            note={null}
            waiting={false}
            waitingTestId="email-alias-waiting"
            actions={[
              online
                ? {
                    label: t`Remove alias`,
                    icon: '✕',
                    testId: 'email-alias-remove',
                    onClick: () => onRemove(a),
                  }
                : undefined,
            ]}
          />
        ))}
        {view.aliases.length === 0 && (
          <li className={styles.hint} data-testid="email-aliases-empty">
            <Trans>No aliases yet.</Trans>
          </li>
        )}
      </ul>
      {confirmed.length === 0 ? (
        <p className={styles.hint} data-testid="email-aliases-need-address">
          <Trans>An alias can be added once one of your addresses is confirmed.</Trans>
        </p>
      ) : (
        <form className={dnsStyles.form} onSubmit={submit} noValidate>
          <label className={dnsStyles.field}>
            <Trans>Alias</Trans>
            <span className={emailStyles.inline}>
              <input
                value={alias}
                onChange={(e) => setAlias(e.target.value)}
                placeholder="hello"
                autoCapitalize="off"
                autoCorrect="off"
                aria-invalid={Boolean(field.errors.alias)}
                data-testid="email-alias-input"
              />
              <span className={styles.mono}>@{domain}</span>
            </span>
            {field.errors.alias && (
              <span className={styles.error} data-testid="email-alias-error">
                {field.errors.alias}
              </span>
            )}
          </label>
          <label className={dnsStyles.field}>
            <Trans>Forward to</Trans>
            <select
              value={destination}
              onChange={(e) => setPicked(e.target.value)}
              aria-invalid={Boolean(field.errors.destination)}
              data-testid="email-alias-destination"
            >
              {confirmed.map((email) => (
                <option key={email} value={email}>
                  {email}
                </option>
              ))}
            </select>
            {field.errors.destination && (
              <span className={styles.error} data-testid="email-alias-destination-error">
                {field.errors.destination}
              </span>
            )}
          </label>
          <Button
            type="submit"
            block
            loading={add.isPending}
            disabled={!online}
            data-testid="email-alias-add"
          >
            <Trans>Add alias</Trans>
          </Button>
        </form>
      )}
    </Card>
  )
}
