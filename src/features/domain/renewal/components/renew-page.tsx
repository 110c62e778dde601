import { useEffect, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { centsToUsd, formatUsd, usdToCents } from '@contract/money'
import { Button } from '@/components/ui/button'
import { PrimaryAction } from '@/components/ui/primary-action'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useOnline } from '@/lib/offline/use-online'
import { useBalance } from '@/lib/profile-query'
import { usePurchase } from '@/lib/use-purchase'
import { useRenewDomain } from '../api/renew-domain'
import { stateOfError, stateOfResponse } from '../renew-outcome'
import { RENEWAL_YEARS, yearsLabel } from '../years'
import { DomainGate } from '../../components/domain-gate'
import { RenewMessage } from './renew-message'
import styles from '../../components/domain.module.css'
import { LONG_DAY, formatDate } from '@/lib/format-date'
import { DomainName } from '@/components/ui/domain-name'

/** Spec section 9: back to the domain page 2 s after a renewal. */
export const RENEW_REDIRECT_MS = 2000

export function RenewPage({ domain }: { domain: string }) {
  return <DomainGate domain={domain}>{(d) => <RenewForm domain={d} />}</DomainGate>
}

function RenewForm({ domain }: { domain: OwnedDomain }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const online = useOnline()
  const known = useBalance()
  const renew = useRenewDomain()
  const [years, setYears] = useState(1)
  const purchase = usePurchase({
    send: async (idempotencyKey) =>
      stateOfResponse(await renew.mutateAsync({ domain: domain.domain, years, idempotencyKey })),
    ofError: stateOfError,
    succeeded: (o) => o.kind === 'success',
  })
  const succeeded = purchase.outcome?.kind === 'success'
  const priceCents = usdToCents(domain.renewal_price)
  const lifecycle = domain.lifecycle
  const closed = lifecycle?.renewable === false
  // A name in redemption costs its redemption fee once on top of the years.
  const fee = lifecycle?.state === 'redemption' ? (lifecycle.redemption_fee ?? 0) : 0
  const total = centsToUsd(priceCents * years + usdToCents(fee))
  const short = known !== undefined && known < total

  useEffect(() => {
    if (!succeeded) return
    const timer = setTimeout(
      () => void navigate({ to: '/domain/$domain', params: { domain: domain.domain } }),
      RENEW_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [succeeded, navigate, domain.domain])

  const expires = domain.expires_at
    ? formatDate(domain.expires_at, i18n.locale, LONG_DAY)
    : t`Pending registration`
  const busy = renew.isPending || succeeded
  const disabled =
    busy ||
    closed ||
    priceCents <= 0 ||
    known === undefined ||
    short ||
    !online ||
    domain.expires_at === null

  return (
    <div className={styles.page} data-testid="renew-page">
      <h1 className={styles.title}>
        <Trans>Domain renewal</Trans>
      </h1>
      <p className={styles.hint}>
        <DomainName name={domain.domain} />
      </p>
      <Card>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>
              <Trans>Price per year</Trans>
            </dt>
            <dd data-testid="renew-price">{formatUsd(domain.renewal_price)}</dd>
          </div>
          {fee > 0 && (
            <div className={styles.row}>
              <dt>
                <Trans>Redemption fee</Trans>
              </dt>
              <dd data-testid="renew-fee">{formatUsd(fee)}</dd>
            </div>
          )}
          <div className={styles.row}>
            <dt>
              <Trans>Current expiry</Trans>
            </dt>
            <dd data-testid="renew-expiry">{expires}</dd>
          </div>
          <div className={styles.row}>
            <dt>
              <Trans>Balance</Trans>
            </dt>
            <dd data-testid="renew-balance">
              {known === undefined ? <Skeleton width={64} round /> : formatUsd(known)}
            </dd>
          </div>
        </dl>
      </Card>
      <Card title={<Trans>Renewal period</Trans>}>
        <div className={styles.years}>
          <Button
            variant="secondary"
            onClick={() => setYears((y) => Math.max(1, y - 1))}
            disabled={busy || years <= RENEWAL_YEARS[0]}
            aria-label={t`Fewer years`}
            data-testid="years-minus"
          >
            −
          </Button>
          <span className={styles.yearsValue} data-testid="renew-years" data-years={years}>
            {yearsLabel(years)}
          </span>
          <Button
            variant="secondary"
            onClick={() => setYears((y) => Math.min(RENEWAL_YEARS.length, y + 1))}
            disabled={busy || years >= RENEWAL_YEARS.length}
            aria-label={t`More years`}
            data-testid="years-plus"
          >
            +
          </Button>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>
            <Trans>Total</Trans>
          </span>
          <span className={styles.total} data-testid="renew-total">
            {formatUsd(total)}
          </span>
        </div>
      </Card>
      <RenewMessage
        outcome={purchase.outcome}
        noPrice={priceCents <= 0}
        closed={closed}
        short={short}
        offline={!online}
      />
      <PrimaryAction
        label={renew.isPending ? t`Renewing…` : t`Renew`}
        onClick={() => void purchase.submit()}
        loading={renew.isPending}
        disabled={disabled}
        data-testid="renew-submit"
      />
    </div>
  )
}
