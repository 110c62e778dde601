import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { StarIcon } from '@/components/ui/icons'
import { PrimaryAction } from '@/components/ui/primary-action'
import { Sheet } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { BannedError, newIdempotencyKey } from '@/lib/api-client'
import { useOnline } from '@/lib/offline/use-online'
import { haptic } from '@/lib/telegram/haptic'
import { canOpenInvoiceInPlace, openInvoice, type InvoiceStatus } from '@/lib/telegram/invoice'
import { openExternalLink } from '@/lib/telegram/links'
import { askWriteAccessOnce } from '@/lib/telegram/write-access'
import { useCreateTopupInvoice } from '../api/create-topup-invoice'
import { useTopupOffers } from '../api/get-topup-offers'
import { useBalanceArrival } from '../use-balance-arrival'
import styles from './profile.module.css'

type Phase = 'choose' | 'paying' | InvoiceStatus | 'in_chat'

export interface TopupSheetProps {
  open: boolean
  onClose: () => void
  balance: number | undefined
  /** The chat with the bot: the second way to top up; told whether this is the demo. */
  chatAction: (demo: boolean) => ReactNode
}

/** Amounts in Stars; the invoice opens over the app and the balance refreshes once it is paid. */
export function TopupSheet({ open, onClose, balance, chatAction }: TopupSheetProps) {
  const { t } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const offers = useTopupOffers(open)
  const create = useCreateTopupInvoice()
  const arrival = useBalanceArrival()
  const [picked, setPicked] = useState<number | null>(null)
  const [phase, setPhase] = useState<Phase>('choose')
  const chosen = offers.data?.offers.find((o) => o.amount === picked)
  const stars = chosen?.stars
  // The bot confirms the credit in the chat. Asked as the sheet opens, so Telegram's question is
  // answered before its payment sheet comes up rather than over it.
  useEffect(() => {
    if (open) void askWriteAccessOnce()
  }, [open])

  const close = () => {
    setPhase('choose')
    arrival.stop()
    onClose()
  }

  // Presses that come before a render (a quick double tap, the MainButton's events queued by the
  // client) all see the same phase; this flag is set at once, so one confirmation pays once.
  const paying = useRef(false)
  const pay = async () => {
    if (!chosen || paying.current || phase === 'paid') return
    paying.current = true
    setPhase('paying')
    try {
      const res = await create.mutateAsync({
        amount: chosen.amount,
        idempotencyKey: newIdempotencyKey(),
      })
      if (res.mode === 'demo') {
        const amount = formatUsd(res.amount)
        toast.success(t`Demo top-up: ${amount} credited`)
        return close()
      }
      if (!canOpenInvoiceInPlace()) {
        openExternalLink(res.invoice_link)
        return setPhase('in_chat')
      }
      const status = await openInvoice(res.invoice_link)
      setPhase(status)
      if (status === 'paid') {
        haptic.success()
        arrival.watch(balance ?? 0, (credited) => {
          const amountText = formatUsd(credited)
          toast.success(t`Balance topped up: +${amountText}`)
          close()
        })
      } else if (status === 'failed') haptic.error()
    } catch (err) {
      setPhase('choose')
      if (!(err instanceof BannedError)) toast.error(t`Failed to initiate top-up`)
    } finally {
      paying.current = false
    }
  }

  const statusText: Partial<Record<Phase, string>> = {
    paid: t`Payment received. The balance updates in a moment…`,
    cancelled: t`Payment cancelled. Nothing was charged.`,
    failed: t`The payment failed. Try again.`,
    pending: t`The payment is being processed. The balance updates when it completes.`,
    in_chat: t`Complete the payment in Telegram; the balance updates after it.`,
  }
  const status = statusText[phase]

  return (
    <Sheet open={open} onClose={close} title={<Trans>Top up the balance</Trans>}>
      <p className={styles.hint}>
        <Trans>Pay in Telegram Stars. The amount is credited in US dollars.</Trans>
      </p>
      {offers.data?.demo && (
        <p className={styles.hint} data-testid="topup-demo-note">
          <Trans>
            Demo mode: in Telegram, the Stars payment sheet opens over the app and the balance is
            credited once you pay. Here, each press of Pay credits the chosen amount at once.
          </Trans>
        </p>
      )}
      {offers.isPending ? (
        <Skeleton height={96} />
      ) : offers.isError ? (
        <div role="alert" className={styles.error}>
          <Trans>Failed to load the amounts.</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={() => void offers.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : (
        <div className={styles.offers} role="group" aria-label={t`Amount`}>
          {offers.data.offers.map((o) => (
            <button
              key={o.amount}
              type="button"
              className={styles.offer}
              aria-pressed={o.amount === picked}
              data-testid={`topup-offer-${o.amount}`}
              onClick={() => {
                haptic.selection()
                setPicked(o.amount)
              }}
            >
              <strong>{formatUsd(o.amount)}</strong>
              <span>
                {o.stars} <StarIcon label={t`Stars`} />
              </span>
            </button>
          ))}
        </div>
      )}
      {status && (
        <p role="status" className={styles.hint} data-testid="topup-status" data-phase={phase}>
          {status}
        </p>
      )}
      {!online && (
        <p className={styles.hint}>
          <Trans>You are offline. Top-ups need a connection.</Trans>
        </p>
      )}
      <PrimaryAction
        label={stars === undefined ? t`Choose an amount` : t`Pay ${stars} ⭐`}
        disabled={!chosen || !online || phase === 'paid'}
        loading={phase === 'paying'}
        onClick={() => void pay()}
        data-testid="topup-pay"
      >
        {stars !== undefined && (
          <Trans>
            Pay {stars} <StarIcon label={t`Stars`} />
          </Trans>
        )}
      </PrimaryAction>
      {chatAction(offers.data?.demo ?? false)}
    </Sheet>
  )
}
