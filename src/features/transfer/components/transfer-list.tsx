import { Trans } from '@lingui/react/macro'
import type { TransferStatus } from '@contract/transfer'
import { formatUsd } from '@contract/money'
import { Card } from '@/components/ui/card'
import { useTransfers } from '../api/transfers'
import { CancelTransferButton } from './cancel-transfer-button'
import styles from './transfer.module.css'

function StatusText({ status }: { status: TransferStatus }) {
  switch (status) {
    case 'pending':
      return <Trans>Transfer pending</Trans>
    case 'completed':
      return <Trans>Transferred</Trans>
    case 'failed':
      return <Trans>Transfer failed, money refunded</Trans>
    case 'cancelled':
      return <Trans>Transfer cancelled, money refunded</Trans>
  }
}

/** The user's transfers in and where each stands; nothing when there are none. */
export function TransferList() {
  const transfers = useTransfers()
  const list = transfers.data?.transfers ?? []
  if (list.length === 0) return null
  return (
    <Card title={<Trans>Transfers in</Trans>} data-testid="transfers">
      <ul className={styles.list}>
        {list.map((t) => (
          <li
            key={t.id}
            className={styles.item}
            data-testid="transfer"
            data-domain={t.domain}
            data-status={t.status}
          >
            <span>{t.domain}</span>
            <span>
              <StatusText status={t.status} /> · {formatUsd(t.price)}
            </span>
            {t.status === 'pending' && <CancelTransferButton id={t.id} domain={t.domain} />}
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** The list as the panel shows it, under the user's domains. */
export function PanelTransfers() {
  return (
    <div className={styles.page}>
      <TransferList />
    </div>
  )
}
