import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toast'
import { BannedError, newIdempotencyKey } from '@/lib/api-client'
import { useOnline } from '@/lib/offline/use-online'
import { useSendTopupMenu } from './api/send-topup-menu'

/**
 * Top-ups are paid in Telegram Stars in the chat with the bot: this asks the bot to send the
 * amounts there and tells the user to continue in the chat. In demo mode $10 is credited at once.
 */
export function TopUpButton({ tgId }: { tgId: number | undefined }) {
  const { t } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const send = useSendTopupMenu()

  const press = async () => {
    if (tgId === undefined || send.isPending) return
    try {
      const res = await send.mutateAsync({ userId: tgId, idempotencyKey: newIdempotencyKey() })
      if (res.mode === 'demo') {
        const amount = formatUsd(res.amount)
        toast.success(t`Demo top-up: ${amount} credited`)
      } else toast.success(t`Choose the amount in the chat with the bot`)
    } catch (err) {
      if (!(err instanceof BannedError)) toast.error(t`Failed to initiate top-up`)
    }
  }

  return (
    <Button
      block
      loading={send.isPending}
      disabled={tgId === undefined || !online}
      onClick={() => void press()}
      data-testid="topup-button"
    >
      <Trans>Top up</Trans>
    </Button>
  )
}
