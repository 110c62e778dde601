// Every card titles itself through Card's own heading, so titles look the same on every screen.
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from '@/components/ui/card'
import { BarChart } from '@/features/admin/components/bar-chart'
import { ReconciliationCard } from '@/features/admin/components/reconciliation-card'
import { MaintenanceSection } from '@/features/maintenance/components/maintenance-section'
import { BalanceCard } from '@/features/profile/components/balance-card'
import { StatsCard } from '@/features/profile/components/stats-card'
import { render, type Rendered } from '../../support/render'

const views: Rendered[] = []
afterEach(() => views.splice(0).forEach((v) => v.unmount()))

/** The heading elements of a rendered card: tag and class of each, and its text. */
function titlesOf(node: Parameters<typeof render>[0]) {
  const view = render(node)
  views.push(view)
  return [...view.container.querySelectorAll('h1, h2, h3, h4')].map((h) => ({
    tag: h.tagName,
    className: h.className,
    text: h.textContent,
  }))
}

const stats = {
  total_transactions: 3,
  total_deposits: 20,
  deposit_count: 1,
  total_purchases: 12,
  purchase_count: 2,
  domain_count: 1,
}

describe('card titles', () => {
  it('renders the same heading element and class on every screen', () => {
    const [reference] = titlesOf(<Card title="Reference">body</Card>)
    expect(reference?.tag).toBe('H2')
    expect(reference?.className).toBeTruthy()

    const screens = [
      titlesOf(<StatsCard stats={stats} />),
      titlesOf(<BalanceCard balance={12.5} />),
      titlesOf(<ReconciliationCard report={null} />),
      titlesOf(
        <BarChart
          title="Revenue"
          points={[{ label: '11-20', value: 3 }]}
          format={String}
          emptyText="No data"
          summary="Total: 3"
        />,
      ),
      titlesOf(
        <MaintenanceSection
          scope="buy"
          value={{ maintenance_mode: false, message: '' }}
          texts={{
            title: 'Purchases',
            description: 'Stops new purchases',
            enabled: '',
            disabled: '',
            messageUpdated: '',
            toggleError: '',
            messageError: '',
          }}
          busy={null}
          onToggle={() => {}}
          onSaveMessage={() => {}}
        />,
      ),
    ]
    expect(screens.map((titles) => titles.map((h) => h.text))).toEqual([
      ['Statistics'],
      ['Balance'],
      ['Reconciliation'],
      ['Revenue'],
      ['Purchases'],
    ])
    for (const [title] of screens) {
      expect({ tag: title?.tag, className: title?.className }).toEqual({
        tag: reference?.tag,
        className: reference?.className,
      })
    }
  })
})
