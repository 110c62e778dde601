import { Trans } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { AccountCard } from './account-card'
import { AutoRenewRow } from './auto-renew-row'
import { BalanceCard } from './balance-card'
import { ChatNoticesCard } from './chat-notices-card'
import { LanguageMenu } from './language-menu'
import { ProfileLinks } from './profile-links'
import { PromoRow } from './promo-row'
import { ReferralCard } from './referral-card'
import { TopUpButton } from './topup-button'
import styles from './profile.module.css'

export interface ProfileScreenProps {
  /** Telegram id; undefined while the profile loads. */
  tgId: number | undefined
  /** USD; undefined while the profile loads. */
  balance: number | undefined
  /** Set when the profile failed to load and the Telegram fallback is shown. */
  error: string | null
}

/**
 * /profile: balance with top-up, account id, promo code, referral link, navigation to details and
 * history, support, agreement, language.
 */
export function ProfileScreen({ tgId, balance, error }: ProfileScreenProps) {
  return (
    <div className={styles.screen}>
      <h1>
        <Trans>Profile</Trans>
      </h1>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <BalanceCard balance={balance} action={<TopUpButton tgId={tgId} balance={balance} />} />
      <AccountCard tgId={tgId} />
      <Card flush>
        <PromoRow />
      </Card>
      <ReferralCard />
      <ProfileLinks />
      <Card flush>
        <AutoRenewRow />
      </Card>
      <ChatNoticesCard />
      <Card flush>
        <LanguageMenu />
      </Card>
    </div>
  )
}
