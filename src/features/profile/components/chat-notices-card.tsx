import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ChatNoticeState } from '@contract/user'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ChatIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { useChatNotices } from '@/lib/chat-notices'
import { openExternalLink } from '@/lib/telegram/links'
import { askWriteAccessAgain, canAskWriteAccess } from '@/lib/telegram/write-access'
import { useReferralLink } from '../api/get-referral-link'
import styles from './profile.module.css'

/** The bot's chat: the referral link is `https://t.me/<bot>?start=ref_<id>`, minus the start. */
const botChatUrl = (referralLink: string | undefined): string | undefined => {
  if (!referralLink) return undefined
  const url = new URL(referralLink)
  return `${url.origin}${url.pathname}`
}

/**
 * "Chat notices: on / off": whether the bot's messages (purchase outcomes, renewal reminders,
 * watched names) reach the user, as the server keeps it, from the persisted profile (also offline).
 * Off says why, with the way back: Telegram's write access question, or the bot's chat (a /start
 * there undoes a block).
 */
export function ChatNoticesCard() {
  const { t } = useLingui()
  const toast = useToast()
  const notices = useChatNotices()
  const botUrl = botChatUrl(useReferralLink().data?.link)
  const [asking, setAsking] = useState(false)
  // A profile kept on the device from before the server said this counts as not known yet.
  const state = notices.data?.state ?? (notices.isSuccess ? 'unknown' : undefined)

  const allow = async () => {
    setAsking(true)
    try {
      await askWriteAccessAgain()
    } finally {
      setAsking(false)
    }
  }
  const openBot = () => {
    if (!botUrl || !openExternalLink(botUrl)) toast.error(t`Failed to open the link`)
  }

  const value =
    state === 'allowed' ? (
      <Trans context="chat notices">on</Trans>
    ) : state ? (
      <Trans context="chat notices">off</Trans>
    ) : notices.isError ? (
      <Trans context="chat notices">unknown</Trans>
    ) : (
      <Skeleton sizedAs="—————" />
    )
  const why: Record<Exclude<ChatNoticeState, 'allowed'>, string> = {
    unknown: t`The bot may not write to you yet: allow it to get purchase results and renewal reminders in the chat.`,
    refused: t`You did not allow the bot to write to you, so purchase results and renewal reminders do not reach the chat.`,
    blocked: t`Telegram does not deliver the bot’s messages: the bot is blocked or was never started. Open the bot and press Start.`,
  }
  const byQuestion = state !== 'blocked' && canAskWriteAccess()

  return (
    <Card flush>
      <div className={styles.row} data-testid="chat-notices" data-state={state ?? 'loading'}>
        <span className={styles.rowIcon} aria-hidden="true">
          <ChatIcon size={22} />
        </span>
        <span className={styles.rowLabel}>
          <Trans>Chat notices</Trans>
        </span>
        <span className={styles.rowValue} data-testid="chat-notices-value">
          {value}
        </span>
      </div>
      {state && state !== 'allowed' && (
        <div className={styles.row}>
          <p className={`${styles.hint} ${styles.rowLabel}`} data-testid="chat-notices-why">
            {why[state]}
          </p>
          {byQuestion ? (
            <Button
              size="sm"
              variant="secondary"
              loading={asking}
              onClick={() => void allow()}
              data-testid="chat-notices-allow"
            >
              <Trans>Allow</Trans>
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={!botUrl}
              onClick={openBot}
              data-testid="chat-notices-open-bot"
            >
              <Trans>Open the bot</Trans>
            </Button>
          )}
        </div>
      )}
    </Card>
  )
}
