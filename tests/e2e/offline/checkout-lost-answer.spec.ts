// A checkout whose answer is lost after the server charged: the client asks again with the same
// Idempotency-Key, the server replays its answer, the user sees success and pays once.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'

interface Transaction {
  type: string
  amount: number
}

test('the answer to a processed checkout is dropped: one charge, and the UI shows success', async ({
  page,
  user,
  api,
  openApp,
}) => {
  await creditBalance(user, 100)
  const name = await availableDomain(api, uniqueWord('lost'))
  expect((await api.post('/api/cart/add', { domain: name.domain })).status).toBe(200)
  const cart = await api.get<{ total: number }>('/api/cart')

  const sent: Array<{ key: string; replayed: boolean | undefined }> = []
  let dropped = false
  await page.route('**/api/cart/checkout', async (route) => {
    const key = route.request().headers()['idempotency-key'] ?? ''
    if (dropped) {
      const res = await route.fetch()
      sent.push({ key, replayed: res.headers()['idempotent-replayed'] === 'true' })
      return route.fulfill({ response: res })
    }
    // The request reaches the server and is processed; its answer never reaches the app.
    const res = await route.fetch()
    expect(res.status()).toBe(200)
    sent.push({ key, replayed: undefined })
    dropped = true
    await route.abort('connectionreset')
  })

  await openApp({ path: '/cart' })
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await page.getByTestId('checkout-button').click()

  await expect(page).toHaveURL(/\/panel$/)
  await expect(
    page.locator(`[data-testid=panel-domain][data-domain="${name.domain}"]`),
  ).toBeVisible()
  await expect(page.getByTestId('checkout-error')).toHaveCount(0)

  // Two requests with one key; the second was the server's stored answer, not a second run.
  expect(sent.length).toBeGreaterThanOrEqual(2)
  expect(new Set(sent.map((s) => s.key)).size).toBe(1)
  expect(sent.slice(1).every((s) => s.replayed)).toBe(true)

  const left = Math.round((100 - cart.body.total) * 100) / 100
  const profile = await api.get<{ user: { balance: number } }>('/api/user/profile')
  expect(profile.body.user.balance).toBe(left)
  await expect(page.getByTestId('top-bar-balance')).toHaveText(`$${left.toFixed(2)}`)
  const history = await api.get<{ transactions: Transaction[] }>('/api/user/transactions')
  expect(history.body.transactions.filter((t) => t.type === 'purchase')).toHaveLength(1)
})
