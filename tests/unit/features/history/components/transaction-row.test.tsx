import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import type { Transaction } from '@contract/domains'
import { TransactionRow } from '@/features/history/components/transaction-row'
import { i18n } from '@/lib/i18n'
import { render, type Rendered } from '../../../support/render'

let view: Rendered | undefined
afterEach(() => {
  view?.unmount()
  view = undefined
  act(() => i18n.activate('en'))
})

const entry = (patch: Partial<Transaction>): Transaction => ({
  id: 7,
  type: 'purchase',
  status: 'completed',
  amount: -31.44,
  description: 'Domain renewal: shop.com, 3 years',
  kind: null,
  params: null,
  created_at: '2026-02-03T10:00:00Z',
  transaction_id: null,
  ...patch,
})

const shown = (tx: Transaction, locale: 'ru' | 'en') => {
  act(() => i18n.activate(locale))
  view = render(
    <ul>
      <TransactionRow tx={tx} />
    </ul>,
  )
  return view.byTestId('transaction')?.textContent ?? ''
}

describe('a history entry’s description', () => {
  it('is worded in the user’s language from its kind and params', () => {
    const renewal = entry({ kind: 'domain_renewal', params: { domain: 'shop.com', years: 3 } })
    expect(shown(renewal, 'ru')).toContain('Продление домена: shop.com, 3 года')
    expect(shown(renewal, 'ru')).not.toContain('Domain renewal')
    view?.unmount()
    expect(shown(renewal, 'en')).toContain('Domain renewal: shop.com, 3 years')
  })

  it('words a transfer in and its two kinds of refund in both languages', () => {
    const paid = entry({ kind: 'domain_transfer', params: { domain: 'moved.com' } })
    expect(shown(paid, 'ru')).toContain('Перенос домена: moved.com')
    view?.unmount()
    expect(shown(paid, 'en')).toContain('Domain transfer: moved.com')
    view?.unmount()
    const failed = entry({
      type: 'refund',
      kind: 'transfer_refund',
      params: { domain: 'moved.com' },
    })
    expect(shown(failed, 'ru')).toContain('Возврат: перенос moved.com не состоялся')
    view?.unmount()
    const cancelled = entry({
      type: 'refund',
      kind: 'transfer_cancel_refund',
      params: { domain: 'moved.com' },
    })
    expect(shown(cancelled, 'en')).toContain('Refund: the transfer of moved.com was cancelled')
  })

  it('says the demo top-up in Russian', () => {
    const topup = entry({
      type: 'deposit',
      amount: 10,
      description: 'Demo top-up',
      kind: 'demo_topup',
      params: {},
    })
    expect(shown(topup, 'ru')).toContain('Демо-пополнение')
  })

  it('keeps the stored text of an entry without a kind (an admin’s free-text reason)', () => {
    const adjustment = entry({
      type: 'adjustment',
      amount: 5,
      description: 'goodwill for the outage',
    })
    expect(shown(adjustment, 'ru')).toContain('goodwill for the outage')
  })
})
