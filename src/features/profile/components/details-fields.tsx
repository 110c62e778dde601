import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { DAY_AND_TIME, MEDIUM_DAY, formatDate } from '@/lib/format-date'
import type { DetailsView } from '../details-rules'
import styles from './details.module.css'

function Field({
  id,
  label,
  value,
  date = false,
}: {
  id: string
  label: ReactNode
  value: ReactNode
  /** A date stays on one line; its label wraps instead. */
  date?: boolean
}) {
  return (
    <div className={styles.field} data-testid={`field-${id}`}>
      <dt>{label}</dt>
      <dd className={date ? styles.date : undefined}>{value}</dd>
    </div>
  )
}

/** A country code in the reader's language ("DE": "Germany", "Германия"); the code if unnamed. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The account's own fields and its last visit with its address and place; a missing field reads as
 * a dash, a place the server could not know as "unknown".
 */
export function DetailsFields({ profile }: { profile: DetailsView }) {
  const { i18n, t } = useLingui()
  const visit = profile.last_visit
  const unknown = t`Unknown`
  return (
    <Card>
      <dl className={styles.fields}>
        <Field id="user_id" label={<Trans>User ID</Trans>} value={profile.user_id} />
        <Field
          id="first_name"
          label={<Trans>First name</Trans>}
          value={profile.first_name || '—'}
        />
        <Field id="last_name" label={<Trans>Last name</Trans>} value={profile.last_name || '—'} />
        <Field
          id="username"
          label={<Trans>Username</Trans>}
          value={profile.username ? `@${profile.username}` : '—'}
        />
        <Field
          id="language_code"
          label={<Trans>Language code</Trans>}
          value={profile.language_code}
        />
        <Field
          id="created_at"
          date
          label={<Trans>Registered</Trans>}
          value={profile.created_at ? formatDate(profile.created_at, i18n.locale, MEDIUM_DAY) : '—'}
        />
        <Field
          id="last_visit"
          date
          label={<Trans>Last visit</Trans>}
          value={visit ? formatDate(visit.created_at, i18n.locale, DAY_AND_TIME) : '—'}
        />
        {visit && (
          <>
            <Field
              id="ip_address"
              label={<Trans>IP address</Trans>}
              value={visit.ip_address ?? unknown}
            />
            <Field
              id="country"
              label={<Trans>Country</Trans>}
              value={visit.country ? countryName(visit.country, i18n.locale) : unknown}
            />
            <Field id="city" label={<Trans>City</Trans>} value={visit.city ?? unknown} />
          </>
        )}
      </dl>
    </Card>
  )
}
