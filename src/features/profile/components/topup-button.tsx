import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toast'
import { BannedError, newIdempotencyKey } from '@/lib/api-client'
import { useOnline } from '@/lib/offline/use-online'
import { askWriteAccessOnce } from '@/lib/telegram/write-access'
import { useSendTopupMenu } from '../api/send-topup-menu'
import { TopupSheet } from './topup-sheet'
import styles from './profile.module.css'

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
        chatAction={(demo) => (
          <ChatTopUp tgId={tgId} demo={demo} onCredited={() => setOpen(false)} />
        )}
      />
    </>
  )
}

/**
 * Asks the bot to send the amounts to the chat, to pay there. The demo has no chat: it says so and
 * credits $10 once per confirmation, then closes the sheet.
 */
function ChatTopUp({
  tgId,
  demo,
  onCredited,
}: {
  tgId: number | undefined
  demo: boolean
  onCredited: () => void
}) {
  const { t } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const send = useSendTopupMenu()
  const [asking, setAsking] = useState(false)

  // Set before any render, so presses in quick succession (which all see the same isPending)
  // send one request: one confirmation, one top-up.
  const sending = useRef(false)
  const press = async () => {
    if (tgId === undefined || sending.current) return
    sending.current = true
    try {
      // The menu is a message from the bot, which Telegram delivers only once the user allows it.
      if (!demo) await askWriteAccessOnce()
      const res = await send.mutateAsync({ userId: tgId, idempotencyKey: newIdempotencyKey() })
      if (res.mode === 'demo') {
        const amount = formatUsd(res.amount)
        toast.success(t`Demo top-up: ${amount} credited`)
        setAsking(false)
        onCredited()
      } else toast.success(t`Choose the amount in the chat with the bot`)
    } catch (err) {
      if (!(err instanceof BannedError)) toast.error(t`Failed to initiate top-up`)
    } finally {
      sending.current = false
    }
  }

  if (demo && asking)
    return (
      <div
        role="group"
        aria-label={t`Top up in the chat with the bot`}
        data-testid="topup-demo-chat"
      >
        <p className={styles.hint}>
          <Trans>
            In Telegram, the bot would now send you the amounts in the chat, to pay there in Stars.
            This demo has no chat: confirm to credit a demo top-up of $10 instead.
          </Trans>
        </p>
        <Button
          block
          loading={send.isPending}
          disabled={!online}
          onClick={() => void press()}
          data-testid="topup-demo-confirm"
        >
          <Trans>Credit $10</Trans>
        </Button>
        <Button block variant="ghost" onClick={() => setAsking(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    )
  return (
    <Button
      block
      variant="ghost"
      loading={send.isPending}
      disabled={tgId === undefined || !online}
      onClick={() => (demo ? setAsking(true) : void press())}
      data-testid="topup-in-chat"
    >
      <Trans>Top up in the chat with the bot</Trans>
    </Button>
  )
}
