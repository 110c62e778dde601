// The After Market as a buyer meets it: the admin lists a domain through the admin API, the user
// adds it from the listing, sees the shortage with too little money, buys it from the market cart
// and finds it Active in /panel; a second buyer no longer sees it.
import { randomBytes } from 'node:crypto'
import { adminApi, creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { newUser } from '../support/launch'

async function listDomain(domain: string, price: number, description: string) {
  const res = await adminApi().post<{ listing: { id: number } }>('/api/admin/aftermarket', {
    domain,
    price,
    description,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.listing.id
}

test('a listed domain is added to the market cart, bought from the balance and shows in /panel', async ({
  page,
  user,
  openApp,
}) => {
  const domain = `resale-${randomBytes(3).toString('hex')}.com`
  await listDomain(domain, 42.5, 'Short, clean history')
  await creditBalance(user, 20)

  await openApp({ path: '/aftermarket' })
  const card = page.locator(`[data-testid="market-listing"][data-domain="${domain}"]`)
  await expect(card).toContainText('$42.50')
  await expect(card).toContainText('Short, clean history')
  await card.getByTestId('market-add').click()
  await expect(card.getByTestId('market-remove')).toBeVisible()

  await page.getByTestId('market-cart-link').click()
  await expect(page).toHaveURL(/\/aftermarket-cart$/)
  await expect(page.getByTestId('market-cart-item')).toHaveCount(1)
  await expect(page.getByTestId('market-total')).toHaveText('$42.50')
  await expect(page.getByTestId('market-insufficient')).toContainText('Недостаточно средств!')
  await expect(page.getByTestId('market-insufficient')).toContainText('$42.50')
  await expect(page.getByTestId('market-insufficient')).toContainText('$20.00')
  await expect(page.getByTestId('market-checkout')).toBeDisabled()

  // Topped up elsewhere (the bot): coming back to the app refreshes the balance.
  await creditBalance(user, 30)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(page.getByTestId('market-balance')).toHaveText('$50.00')
  await page.getByTestId('market-checkout').click()

  await expect(page).toHaveURL(/\/panel$/)
  await expect(page.getByText('Новый баланс: $7.50')).toBeVisible()
  const row = page.locator(`[data-testid="panel-domain"][data-domain="${domain}"]`)
  await expect(row).toBeVisible()
  await expect(row.getByTestId('domain-status')).toHaveAttribute('data-status', 'active')

  // Sold: another buyer no longer finds it on the listing.
  await openApp({ path: '/aftermarket', as: newUser() })
  await expect(page.getByRole('heading', { name: 'After Market' })).toBeVisible()
  await expect(page.locator(`[data-testid="market-listing"][data-domain="${domain}"]`)).toHaveCount(
    0,
  )
})

test('the market cart can be emptied again and says so', async ({ page, openApp }) => {
  const domain = `resale-${randomBytes(3).toString('hex')}.net`
  await listDomain(domain, 9.99, '')
  await openApp({ path: '/aftermarket' })
  const card = page.locator(`[data-testid="market-listing"][data-domain="${domain}"]`)
  await card.getByTestId('market-add').click()
  await page.getByTestId('market-cart-link').click()
  await expect(page.getByTestId('market-cart-item')).toHaveCount(1)
  await page.getByTestId('market-cart-remove').click()
  await expect(page.getByText('Корзина After Market пуста.')).toBeVisible()
})
