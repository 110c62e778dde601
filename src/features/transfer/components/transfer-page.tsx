import { useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TransferQuoteResponse, TransferRefusal } from '@contract/transfer'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useToast } from '@/components/ui/toast'
import { ApiError, newIdempotencyKey } from '@/lib/api-client'
import { OutcomeUnknownError } from '@/lib/offline/money-call'
import { useStartTransfer, useTransferQuote } from '../api/transfers'
import { TransferList } from './transfer-list'
import styles from './transfer.module.css'

const refusals: Record<TransferRefusal, ReturnType<typeof msg>> = {
  already_ours: msg`This domain is already with us.`,
  not_registered: msg`Nobody has registered this name yet: buy it from the search instead.`,
  unsupported_tld: msg`The registrar does not accept transfers of this domain zone.`,
  not_sold: msg`We do not sell this domain zone.`,
  in_progress: msg`A transfer of this domain is already in progress.`,
}

/** /transfer: name and auth code → eligibility and price → paid from the balance → tracked below. */
export function TransferPage() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const [domain, setDomain] = useState('')
  const [authCode, setAuthCode] = useState('')
  const [quoted, setQuoted] = useState<TransferQuoteResponse>()
  const quote = useTransferQuote()
  const pay = useStartTransfer()

  const check = (e: FormEvent) => {
    e.preventDefault()
    setQuoted(undefined)
    quote.mutate(domain.trim(), {
      onSuccess: setQuoted,
      onError: (err) => toast.error(err instanceof ApiError ? err.message : t`Request failed`),
    })
  }
  const start = () => {
    if (!quoted?.eligible) return
    pay.mutate(
      { domain: quoted.domain, authCode, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (res) => {
          if (res.success) {
            toast.success(t`Transfer started`)
            setQuoted(undefined)
            setAuthCode('')
          } else if (res.error === 'insufficient_funds')
            toast.error(t`Not enough money on the balance`)
          else if (res.reason && res.reason in refusals)
            toast.error(i18n._(refusals[res.reason as TransferRefusal]))
          else toast.error(res.message ?? t`Request failed`)
        },
        onError: (err) =>
          toast.error(
            err instanceof OutcomeUnknownError
              ? t`No answer from the server. Check the transfer list before trying again.`
              : t`Request failed`,
          ),
      },
    )
  }

  return (
    <div className={styles.page} data-testid="transfer-page">
      <h1 className={styles.title}>
        <Trans>Transfer a domain to us</Trans>
      </h1>
      <Card>
        <form className={styles.form} onSubmit={check}>
          <p className={styles.hint}>
            <Trans>
              Unlock the domain at its current registrar and ask it for the transfer auth code. The
              price includes one more year of registration; WHOIS privacy is on and free.
            </Trans>
          </p>
          <label className={styles.field}>
            <Trans>Domain</Trans>
            <input
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
              placeholder="example.com"
              autoCapitalize="none"
              data-testid="transfer-domain"
            />
          </label>
          <label className={styles.field}>
            <Trans>Auth code</Trans>
            <input
              value={authCode}
              onChange={(e) => setAuthCode(e.target.value)}
              autoComplete="off"
              data-testid="transfer-code"
            />
          </label>
          <Button
            type="submit"
            variant="secondary"
            disabled={!domain.trim() || quote.isPending}
            data-testid="transfer-check"
          >
            <Trans>Check</Trans>
          </Button>
        </form>
        {quoted && !quoted.eligible && quoted.reason && (
          <p className={styles.error} data-testid="transfer-refused">
            {i18n._(refusals[quoted.reason])}
          </p>
        )}
        {quoted?.eligible && (
          <Button
            block
            onClick={start}
            disabled={!authCode.trim() || pay.isPending}
            data-testid="transfer-pay"
          >
            <PayLabel price={quoted.price ?? 0} />
          </Button>
        )}
      </Card>
      <TransferList />
    </div>
  )
}

function PayLabel({ price }: { price: number }) {
  const amount = formatUsd(price)
  return <Trans>Pay {amount} from the balance and transfer</Trans>
}
