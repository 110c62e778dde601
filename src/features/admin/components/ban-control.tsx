import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminUser } from '@contract/admin'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useToast } from '@/components/ui/toast'
import { useBanUser, useUnbanUser } from '../api/user-actions'
import { useErrorText } from '../error-text'
import styles from './admin.module.css'
import formStyles from './admin-form.module.css'

/** Ban with a reason, or lift the ban; both ask first. */
export function BanControl({ user }: { user: AdminUser }) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const tgId = String(user.tg_id)
  const ban = useBanUser(tgId)
  const unban = useUnbanUser(tgId)
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const currentReason = user.ban_reason ?? '—'
  const newReason = reason.trim()
  const name = user.username ? `@${user.username}` : user.first_name || tgId

  const confirm = () => {
    const onError = (err: unknown) => toast.error(errorText(err))
    if (user.is_banned) {
      unban.mutate(undefined, {
        onSuccess: () => toast.success(t`Ban lifted`),
        onError,
        onSettled: () => setConfirming(false),
      })
    } else {
      ban.mutate(reason.trim(), {
        onSuccess: () => {
          setReason('')
          toast.success(t`User banned`)
        },
        onError,
        onSettled: () => setConfirming(false),
      })
    }
  }

  return (
    <Card title={<Trans>Ban</Trans>} data-testid="admin-ban-control">
      {user.is_banned ? (
        <div className={formStyles.form}>
          <p className={styles.muted}>
            <Trans>Banned. Reason: {currentReason}</Trans>
          </p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Unban</Trans>
          </Button>
        </div>
      ) : (
        <form
          className={formStyles.form}
          onSubmit={(e) => {
            e.preventDefault()
            if (reason.trim()) setConfirming(true)
          }}
        >
          <label className={formStyles.field}>
            <Trans>Reason (the user sees it)</Trans>
            <textarea
              className={formStyles.input}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              data-testid="admin-ban-reason"
            />
          </label>
          <Button
            type="submit"
            variant="danger"
            disabled={!reason.trim()}
            data-testid="admin-ban-submit"
          >
            <Trans>Ban user</Trans>
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        danger={!user.is_banned}
        busy={ban.isPending || unban.isPending}
        title={user.is_banned ? t`Unban ${name}?` : t`Ban ${name}?`}
        message={
          user.is_banned
            ? t`The user will be able to use the app again.`
            : t`The user will see the banned screen with this reason: ${newReason}`
        }
        confirmLabel={user.is_banned ? t`Unban` : t`Ban user`}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  )
}
