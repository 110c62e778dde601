import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import styles from './profile.module.css'

/** The account id with a copy button ('ID copied!' for 1.5 s, spec section 9). */
export function AccountCard({ tgId }: { tgId: number | undefined }) {
  const { t } = useLingui()
  const toast = useToast()
  return (
    <Card title={<Trans>Account ID</Trans>}>
      <div className={styles.idRow}>
        {tgId === undefined ? (
          <Skeleton width={110} height={20} />
        ) : (
          <code className={styles.id} data-testid="account-id">
            {tgId}
          </code>
        )}
        {tgId !== undefined && (
          <CopyButton
            value={String(tgId)}
            copiedLabel={t`ID copied!`}
            feedbackMs={1500}
            onError={() => toast.error(t`Could not copy`)}
            data-testid="copy-id"
          />
        )}
      </div>
    </Card>
  )
}
