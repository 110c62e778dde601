import { afterEach, describe, expect, it } from 'vitest'
import { ReconciliationCard } from '@/features/admin/components/reconciliation-card'
import { render, type Rendered } from '../../../support/render'

describe('reconciliation card on the statistics screen', () => {
  let view: Rendered | undefined
  afterEach(() => view?.unmount())

  it('says when the nightly check has not run', () => {
    view = render(<ReconciliationCard report={null} />)
    expect(view.byTestId('reconciliation')?.textContent).toContain('has not run yet')
  })

  it('lists each difference with what we hold and what the other side says', () => {
    view = render(
      <ReconciliationCard
        report={{
          ran_at: '2026-11-23T03:00:00.000Z',
          domains_checked: 3,
          balances_checked: 2,
          difference_count: 2,
          differences: [
            { kind: 'domain_missing', subject: 'gone.com', expected: '2030-01-01', actual: null },
            { kind: 'balance_mismatch', subject: 'user 7', expected: '20.00', actual: '20.05' },
          ],
        }}
      />,
    )
    const text = view.byTestId('reconciliation')?.textContent ?? ''
    expect(text).toContain('3 domains and 2 balances checked')
    expect(text).toContain('Differences: 2')
    const rows = view.container.querySelectorAll('[data-testid="reconciliation-difference"]')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.textContent).toContain('gone.com')
    expect(rows[0]?.textContent).toContain('Not at the registrar')
    expect(rows[1]?.textContent).toContain('20.00 → 20.05')
  })

  it('says so when nothing differs', () => {
    view = render(
      <ReconciliationCard
        report={{
          ran_at: '2026-11-23T03:00:00.000Z',
          domains_checked: 1,
          balances_checked: 1,
          difference_count: 0,
          differences: [],
        }}
      />,
    )
    expect(view.byTestId('reconciliation')?.textContent).toContain('No differences.')
  })
})
