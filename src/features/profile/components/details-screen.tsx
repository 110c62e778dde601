import { Trans, useLingui } from '@lingui/react/macro'
import { Skeleton } from '@/components/ui/skeleton'
import { readLaunchParams } from '@/lib/telegram/launch-params'
import { isStalledOffline } from '@/lib/query-status'
import { useProfileDetails } from '../api/get-profile-details'
import { DetailsFields } from './details-fields'
import { detailsFromTelegram, type DetailsView } from '../details-rules'
import { DetailsHeader } from './details-header'
import { StatsCard } from './stats-card'
import styles from './details.module.css'

function Loading() {
  return (
    <div aria-busy="true" className={styles.screen}>
      <Skeleton height={88} />
      <Skeleton height={260} />
      <Skeleton height={160} />
    </div>
  )
}

/** /profile/details: the account as the server knows it, or as Telegram does when that fails. */
export function DetailsScreen() {
  const { t } = useLingui()
  const details = useProfileDetails()
  const fallback = details.data ? null : detailsFromTelegram(readLaunchParams().user)
  const failed = details.isError || isStalledOffline(details)
  const profile: DetailsView | null = details.data?.profile ?? (failed ? fallback : null)

  return (
    <div className={styles.screen}>
      <h1>
        <Trans>Account details</Trans>
      </h1>
      {/* Cached details stay (the offline mark says how old); Telegram's data only stands in for none. */}
      {failed && !details.data && (
        <p className={styles.notice} role="status" data-testid="details-fallback">
          {t`Account details could not be loaded; showing your Telegram data.`}
        </p>
      )}
      {profile ? (
        <>
          <DetailsHeader profile={profile} />
          <DetailsFields profile={profile} />
          {profile.stats && <StatsCard stats={profile.stats} />}
        </>
      ) : (
        !failed && <Loading />
      )}
    </div>
  )
}
