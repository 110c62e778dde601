import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toast'
import { BannedError, newIdempotencyKey } from '@/lib/api-client'
import { useOnline } from '@/lib/offline/use-online'
import { askWriteAccessOnce } from '@/lib/telegram/write-access'
import { useSendTopupMenu } from '../api/send-topup-menu'
import { TopupSheet } from './topup-sheet'

/** "Top up": the amounts in Stars, paid over the app; the chat with the bot stays a second way. */
export function TopUpButton({ tgId, balance }: { tgId: number | undefined; balance?: number }) {
  const online = useOnline()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        block
        disabled={tgId === undefined || !online}
        onClick={() => setOpen(true)}
        data-testid="topup-button"
      >
        <Trans>Top up</Trans>
      </Button>
      <TopupSheet
        open={open}
        onClose={() => setOpen(false)}
        balance={balance}
        chatAction={<ChatTopUp tgId={tgId} />}
      />
    </>
  )
}

/**
 * Asks the bot to send the amounts to the chat, to pay there. In demo mode $10 is credited at once.
 */
function ChatTopUp({ tgId }: { tgId: number | undefined }) {
  const { t } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const send = useSendTopupMenu()

  const press = async () => {
    if (tgId === undefined || send.isPending) return
    try {
      // The menu is a message from the bot, which Telegram delivers only once the user allows it.
      await askWriteAccessOnce()
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
      variant="ghost"
      loading={send.isPending}
      disabled={tgId === undefined || !online}
      onClick={() => void press()}
      data-testid="topup-in-chat"
    >
      <Trans>Top up in the chat with the bot</Trans>
    </Button>
  )
}
