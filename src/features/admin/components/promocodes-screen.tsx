import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useToast } from '@/components/ui/toast'
import { useAdminPromocodes, useDeactivatePromocode } from '../api/promocodes'
import { useErrorText } from '../error-text'
import { PromocodeForm } from './promocode-form'
import { QueryList } from './query-view'
import { formatDay } from '../format'
import { AdminPage } from './admin-page'
import styles from './admin.module.css'

export function PromocodesScreen() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const promocodes = useAdminPromocodes()
  const deactivate = useDeactivatePromocode()
  const [pending, setPending] = useState<string | null>(null)
  const [now] = useState(() => Date.now())
  const code = pending ?? ''

  return (
    <AdminPage title={<Trans>Promo codes</Trans>} testId="admin-promocodes">
      <PromocodeForm />
      <QueryList
        query={promocodes}
        rows={(d) => d.promocodes}
        empty={<Trans>No promo codes yet</Trans>}
      >
        {(p) => {
          const expired = p.expires_at !== null && new Date(p.expires_at).getTime() < now
          const used = p.used_count
          const max = p.max_uses
          const expires = formatDay(p.expires_at, i18n.locale)
          return (
            <li key={p.code} className={styles.row}>
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>
                  {p.code} · {formatUsd(p.amount)}
                </span>
                <span className={styles.rowMeta}>
                  <Trans>
                    Used {used} of {max} · expires {expires}
                  </Trans>
                </span>
              </span>
              <span className={styles.rowSide}>
                {!p.active ? (
                  <span className={styles.badge}>
                    <Trans>Deactivated</Trans>
                  </span>
                ) : expired ? (
                  <span className={`${styles.badge} ${styles.warn}`}>
                    <Trans>Expired</Trans>
                  </span>
                ) : used >= max ? (
                  <span className={`${styles.badge} ${styles.warn}`}>
                    <Trans>Used up</Trans>
                  </span>
                ) : (
                  <span className={`${styles.badge} ${styles.good}`}>
                    <Trans context="promo code state">Active</Trans>
                  </span>
                )}
                {p.active && (
                  <Button size="sm" variant="ghost" onClick={() => setPending(p.code)}>
                    <Trans>Deactivate</Trans>
                  </Button>
                )}
              </span>
            </li>
          )
        }}
      </QueryList>
      <ConfirmDialog
        open={pending !== null}
        danger
        busy={deactivate.isPending}
        title={t`Deactivate ${code}?`}
        message={t`Nobody will be able to activate it any more. Credits already given stay.`}
        onConfirm={() =>
          pending &&
          deactivate.mutate(pending, {
            onSuccess: () => toast.success(t`Deactivated`),
            onError: (err) => toast.error(errorText(err)),
            onSettled: () => setPending(null),
          })
        }
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  )
}
