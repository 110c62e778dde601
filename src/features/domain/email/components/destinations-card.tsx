import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EmailDestinationView, EmailRoutingView } from '@contract/email-routing'
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

/** The owner's addresses that mail is forwarded to, each confirmed or waiting, and a form to add one. */
export function DestinationsCard({
  view,
  writes,
  online,
  onRemove,
}: {
  view: EmailRoutingView
  writes: EmailWrites
  online: boolean
  onRemove: (d: EmailDestinationView) => void
}) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const field = useFieldErrors()
  const add = writes.addDestination
  const confirm = writes.confirmDestination

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const wrong = checkEmailField('email', email, i18n)
    if (wrong) return field.set({ email: wrong })
    field.clear()
    add.mutate(email.trim().toLowerCase(), {
      onSuccess: () => {
        setEmail('')
        toast.success(t`A confirmation link was sent to the address`)
      },
      onError: field.failed(t`Error adding address`),
    })
  }

  return (
    <Card title={<Trans>Your addresses</Trans>} data-testid="email-destinations">
      <p className={styles.hint}>
        <Trans>
          Mail is forwarded only to a confirmed address: Cloudflare sends it a letter with a link.
        </Trans>
      </p>
      <ul className={dnsStyles.records}>
        {view.destinations.map((d) => (
          <ZoneRow
            key={d.id}
            testId="email-destination"
            data={{ 'data-email': d.email, 'data-verified': String(d.verified) }}
            badge={
              d.verified ? (
                <span className={emailStyles.verified}>
                  <Trans>Confirmed</Trans>
                </span>
              ) : (
                <span className={emailStyles.pending}>
                  <Trans>Awaiting confirmation</Trans>
                </span>
              )
            }
            title={d.email}
            detail={null}
            note={
              d.verified ? null : <Trans>Open the link in the letter sent to this address.</Trans>
            }
            waiting={false}
            waitingTestId="email-destination-waiting"
            actions={[
              view.demo_confirm && !d.verified && online
                ? {
                    label: t`Confirm (demo)`,
                    icon: '✓',
                    testId: 'email-destination-confirm',
                    onClick: () =>
                      confirm.mutate(d.id, {
                        onSuccess: () => toast.success(t`Address confirmed`),
                        onError: field.failed(t`Error confirming address`),
                      }),
                  }
                : undefined,
              online
                ? {
                    label: t`Remove address`,
                    icon: '✕',
                    testId: 'email-destination-remove',
                    onClick: () => onRemove(d),
                  }
                : undefined,
            ]}
          />
        ))}
        {view.destinations.length === 0 && (
          <li className={styles.hint} data-testid="email-destinations-empty">
            <Trans>No addresses yet. Add the one you read mail at.</Trans>
          </li>
        )}
      </ul>
      <form className={dnsStyles.form} onSubmit={submit} noValidate>
        <label className={dnsStyles.field}>
          <Trans>New address</Trans>
          <span className={emailStyles.inline}>
            <input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="name@example.com"
              autoCapitalize="off"
              autoCorrect="off"
              aria-invalid={Boolean(field.errors.email)}
              data-testid="email-destination-input"
            />
            <Button
              type="submit"
              size="sm"
              loading={add.isPending}
              disabled={!online}
              data-testid="email-destination-add"
            >
              <Trans>Add</Trans>
            </Button>
          </span>
          {field.errors.email && (
            <span className={styles.error} data-testid="email-destination-error">
              {field.errors.email}
            </span>
          )}
        </label>
      </form>
    </Card>
  )
}
