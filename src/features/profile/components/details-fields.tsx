import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import type { DetailsView } from '../details-rules'
import { formatDateTime } from '../format-date'
import styles from './details.module.css'

function Field({ id, label, value }: { id: string; label: ReactNode; value: ReactNode }) {
  return (
    <div className={styles.field} data-testid={`field-${id}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** The account's own fields and its last visit; what is unknown reads as a dash. */
export function DetailsFields({ profile }: { profile: DetailsView }) {
  const { i18n } = useLingui()
  const visit = profile.last_visit
  const place = visit ? [visit.city, visit.country].filter(Boolean).join(', ') : ''
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
          label={<Trans>Registered</Trans>}
          value={profile.created_at ? formatDateTime(profile.created_at, i18n.locale, false) : '—'}
        />
        <Field
          id="last_visit"
          label={<Trans>Last visit</Trans>}
          value={visit ? formatDateTime(visit.created_at, i18n.locale) : '—'}
        />
        {visit?.ip_address && (
          <Field id="ip_address" label={<Trans>IP address</Trans>} value={visit.ip_address} />
        )}
        {place && <Field id="place" label={<Trans>Location</Trans>} value={place} />}
      </dl>
    </Card>
  )
}
