// Cancelling a transfer in from the panel: the pending transfer's Cancel transfer, confirmed, ends it
// as cancelled and the payment is back on the balance.
import { creditBalance, type ApiClient } from '../support/api'
import { expect, test } from '../support/fixtures'
import { uniqueWord } from '../buying/buying-helpers'

interface Transfers {
  transfers: { id: number; domain: string; status: string; detail: string | null }[]
}

async function heldElsewhere(api: ApiClient, word: string) {
  for (let i = 0; i < 200; i += 1) {
    const domain = `${word}${i}.com`
    const q = await api.get<{ eligible: boolean }>(`/api/transfers/quote?domain=${domain}`)
    if (q.body.eligible) return domain
  }
  throw new Error('no transferable name found')
}

test('a pending transfer in is cancelled from the panel and refunded', async ({
  page,
  api,
  user,
  openApp,
}) => {
  test.setTimeout(120_000)
  const before = await creditBalance(user, 100)
  const domain = await heldElsewhere(api, uniqueWord('xcancel'))
  const paid = await api.post<{ success: boolean }>('/api/transfers', {
    domain,
    auth_code: 'GOOD-AUTH-CODE',
  })
  expect(paid.body.success).toBe(true)
  // The registrar has the transfer once the job recorded its first answer.
  const mine = async () =>
    (await api.get<Transfers>('/api/transfers')).body.transfers.find((t) => t.domain === domain)
  await expect.poll(async () => (await mine())?.detail ?? null).not.toBeNull()

  await openApp({ path: '/panel' })
  const row = page.locator(`[data-testid=transfer][data-domain="${domain}"]`)
  await expect(row).toHaveAttribute('data-status', 'pending')
  await row.getByTestId('transfer-cancel').click()
  const confirm = page.getByRole('dialog', { name: `Отменить перенос ${domain}?` })
  await expect(confirm).toContainText('оплата вернётся на баланс')
  await confirm.locator('footer button').last().click()
  await expect(page.getByText('Перенос отменён, деньги возвращены').first()).toBeVisible()
  await expect(row).toHaveAttribute('data-status', 'cancelled')
  await expect(row.getByTestId('transfer-cancel')).toHaveCount(0)

  const balance = (await api.get<{ user: { balance: number } }>('/api/user/profile')).body.user
    .balance
  expect(Math.round(balance * 100)).toBe(Math.round(before * 100))
  expect((await mine())?.status).toBe('cancelled')
})
