import { Trans } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { transactionStatus, transactionType } from '@contract/domains'
import { Button } from '@/components/ui/button'
import { useAdminTransactions, type TransactionFilters } from '../api/get-transactions'
import { useLabels } from '../labels'
import { KeysetPager } from './pager'
import { DateFields } from './range-picker'
import { FilterSelect } from './filter-select'
import { QueryView } from './query-view'
import { TransactionList } from './transaction-list'
import { AdminPage } from './admin-page'
import formStyles from './admin-form.module.css'

export interface TransactionsScreenProps {
  filters: TransactionFilters
  onFilters: (next: TransactionFilters) => void
}

export function TransactionsScreen({ filters, onFilters }: TransactionsScreenProps) {
  const labels = useLabels()
  const transactions = useAdminTransactions(filters)
  const [draft, setDraft] = useState(filters)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const user = draft.user?.trim()
    onFilters({ ...draft, user: user || undefined, cursor: undefined })
  }
  return (
    <AdminPage title={<Trans>Transactions</Trans>} testId="admin-transactions">
      <form className={formStyles.toolbar} onSubmit={submit}>
        <FilterSelect
          label={<Trans>Type</Trans>}
          options={transactionType.options}
          value={draft.type}
          names={labels.txType}
          onChange={(type) => setDraft({ ...draft, type })}
        />
        <FilterSelect
          label={<Trans>Status</Trans>}
          options={transactionStatus.options}
          value={draft.status}
          names={labels.txStatus}
          onChange={(status) => setDraft({ ...draft, status })}
        />
        <label className={formStyles.field}>
          <Trans>User id</Trans>
          <input
            className={formStyles.input}
            inputMode="numeric"
            pattern="\d{1,15}"
            value={draft.user ?? ''}
            onChange={(e) => setDraft({ ...draft, user: e.target.value })}
          />
        </label>
        <DateFields
          range={{ from: draft.from, to: draft.to }}
          onRange={({ from, to }) => setDraft({ ...draft, from, to })}
        />
        <Button type="submit" variant="secondary">
          <Trans>Apply</Trans>
        </Button>
      </form>
      <QueryView
        query={transactions}
        isEmpty={(d) => d.transactions.length === 0}
        empty={<Trans>No transactions match</Trans>}
      >
        {(data) => (
          <>
            <TransactionList transactions={data.transactions} />
            <KeysetPager page={data} onCursor={(cursor) => onFilters({ ...filters, cursor })} />
          </>
        )}
      </QueryView>
    </AdminPage>
  )
}
