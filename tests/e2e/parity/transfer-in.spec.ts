// Transfer in as the buyer meets it: from the search to the transfer form, a name held elsewhere
// checked and paid from the balance, pending, then completed and on the panel as an active domain.
import { creditBalance, type ApiClient } from '../support/api'
import { expect, test } from '../support/fixtures'
import { uniqueWord } from '../buying/buying-helpers'

interface Quote {
  eligible: boolean
  price?: number
}

/** A name someone else holds (the sandbox registry decides by the name): one we can transfer in. */
async function heldElsewhere(api: ApiClient, word: string) {
  for (let i = 0; i < 200; i += 1) {
    const domain = `${word}${i}.com`
    const q = await api.get<Quote>(`/api/transfers/quote?domain=${domain}`)
    if (q.body.eligible) return { domain, price: q.body.price ?? 0 }
  }
  throw new Error('no transferable name found')
}

test('a transfer in paid from the balance goes pending → completed and appears on the panel', async ({
  page,
  api,
  user,
  openApp,
}) => {
  test.setTimeout(120_000)
  const before = await creditBalance(user, 100)
  const { domain, price } = await heldElsewhere(api, uniqueWord('xfer'))

  await openApp({ path: '/buy' })
  await page.getByTestId('to-transfer').click()
  await expect(page.getByTestId('transfer-page')).toBeVisible()
  await page.getByTestId('transfer-domain').fill(domain)
  await page.getByTestId('transfer-code').fill('GOOD-AUTH-CODE')
  await page.getByTestId('transfer-check').click()
  await expect(page.getByTestId('transfer-pay')).toContainText(String(price))
  await page.getByTestId('transfer-pay').click()
  await expect(page.getByText('Перенос начат')).toBeVisible()

  const row = page.locator(`[data-testid=transfer][data-domain="${domain}"]`)
  await expect(row).toHaveAttribute('data-status', 'pending')
  await expect(row).toContainText('Перенос выполняется')
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 })

  const balance = (await api.get<{ user: { balance: number } }>('/api/user/profile')).body.user
    .balance
  expect(Math.round(balance * 100)).toBe(Math.round((before - price) * 100))

  await openApp({ path: '/panel' })
  await expect(page.getByText(domain).first()).toBeVisible()
  await expect(
    page.locator(`[data-testid=transfer][data-domain="${domain}"][data-status=completed]`),
  ).toBeVisible()
})
