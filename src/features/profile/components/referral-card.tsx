import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { useReferralLink } from '../api/get-referral-link'
import { useReferralStats } from '../api/get-referral-stats'
import styles from './profile.module.css'

/** The referral link with copy, and how many joined through it and what they earned. */
export function ReferralCard() {
  const { t } = useLingui()
  const toast = useToast()
  const referral = useReferralLink()

  return (
    <Card title={<Trans>Referral link</Trans>}>
      {referral.isError ? (
        <p className={styles.formError} role="alert" data-testid="referral-error">
          <Trans>Error getting the referral link</Trans>
        </p>
      ) : referral.data ? (
        <div className={styles.idRow}>
          <code className={styles.link} data-testid="referral-link">
            {referral.data.link}
          </code>
          <CopyButton
            value={referral.data.link}
            copiedLabel={t`Copied to clipboard`}
            onError={() => toast.error(t`Could not copy`)}
            data-testid="copy-referral"
          />
        </div>
      ) : (
        <Skeleton width="80%" height={18} />
      )}
      <ReferralStats />
    </Card>
  )
}

function ReferralStats() {
  const stats = useReferralStats()
  if (stats.isError) return null
  return (
    <dl className={styles.referralStats}>
      <div>
        <dt>
          <Trans>Users joined</Trans>
        </dt>
        <dd data-testid="referral-joined">
          {stats.data ? stats.data.joined : <Skeleton sizedAs="000" />}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Earned</Trans>
        </dt>
        <dd data-testid="referral-earned">
          {stats.data ? formatUsd(stats.data.earned) : <Skeleton sizedAs={formatUsd(0)} />}
        </dd>
      </div>
    </dl>
  )
}
