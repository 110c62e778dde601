import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { useReferralLink } from '../api/get-referral-link'
import styles from './profile.module.css'

/** The referral link with copy; referral statistics are labelled "in development" by the spec. */
export function ReferralCard() {
  const { t } = useLingui()
  const toast = useToast()
  const referral = useReferralLink()

  return (
    <Card>
      <div className={styles.cardTitle}>
        <span>
          <Trans>Referral link</Trans>
        </span>
        <span className={styles.badge} data-testid="referral-in-development">
          <Trans>Referral statistics: in development</Trans>
        </span>
      </div>
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
    </Card>
  )
}
