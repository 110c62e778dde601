// Buying as a user meets it: prices on the home page, a search with its sort, two names in the
// cart, one checkout, and the panel following provisioning until the names are live.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { availableDomain, parseUsd, pricesOf, uniqueWord } from './buying-helpers'

test('the home page shows the TLD price table', async ({ page, openApp }) => {
  await openApp()
  const table = page.getByTestId('tld-table')
  await expect(table).toBeVisible()
  const com = table.locator('[data-testid=tld-row][data-tld=com]')
  await expect(com).toContainText('.com')
  await expect(com).toContainText(/\$\d+\.\d{2}/)
  expect(await table.getByTestId('tld-row').count()).toBeGreaterThanOrEqual(10)
  await expect(page.getByText('И ещё более 400 доменных зон')).toBeVisible()
})

test('search, sort, add two names, pay, and watch them go from Configuring to Active', async ({
  page,
  user,
  openApp,
}) => {
  await creditBalance(user, 200)
  await openApp()
  await expect(page.getByTestId('top-bar-balance')).toHaveText('$200.00')
  await page.getByTestId('tab-buy').click()
  await expect(page).toHaveURL(/\/buy$/)

  const searches: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/search')) searches.push(r.postData() ?? '')
  })
  const word = uniqueWord('brew')
  // Typed key by key, faster than the 300 ms debounce.
  await page.getByTestId('search-input').pressSequentially(word, { delay: 40 })
  const rows = page.getByTestId('search-result')
  await expect(rows.first()).toBeVisible()
  // One request for the whole word, not one per keystroke.
  expect(searches).toHaveLength(1)
  expect(searches[0]).toContain(word)

  const sort = page.getByTestId('sort-button')
  await expect(sort).toHaveAttribute('data-sort', 'relevance')
  const relevance = await rows.evaluateAll((els) => els.map((e) => e.dataset.domain))
  await sort.click()
  await expect(sort).toHaveAttribute('data-sort', 'price_asc')
  await expect(sort).toHaveText('Сначала дешевле')
  const asc = await pricesOf(rows)
  expect(asc).toEqual([...asc].sort((a, b) => a - b))
  await sort.click()
  await expect(sort).toHaveAttribute('data-sort', 'price_desc')
  await expect(sort).toHaveText('Сначала дороже')
  const desc = await pricesOf(rows)
  expect(desc).toEqual([...desc].sort((a, b) => b - a))
  await sort.click()
  await expect(sort).toHaveAttribute('data-sort', 'relevance')
  expect(await rows.evaluateAll((els) => els.map((e) => e.dataset.domain))).toEqual(relevance)

  const taken = page.locator('[data-testid=search-result][data-available=false]')
  if ((await taken.count()) > 0) {
    // A taken name cannot be bought: its action is to watch it.
    await expect(taken.first().getByTestId('add-to-cart')).toHaveCount(0)
    await expect(taken.first().getByTestId('watch-button')).toHaveText('Следить')
  }
  const available = page.locator('[data-testid=search-result][data-available=true]')
  const picked: string[] = []
  for (const i of [0, 1]) {
    const row = available.nth(i)
    picked.push((await row.getAttribute('data-domain')) ?? '')
    await row.getByTestId('add-to-cart').click()
    await expect(row.getByTestId('add-to-cart')).toHaveText('✓ В корзине')
    await expect(row.getByTestId('add-to-cart')).toBeDisabled()
  }

  await page.getByTestId('cart-link').click()
  await expect(page).toHaveURL(/\/cart$/)
  const items = page.getByTestId('cart-item')
  await expect(items).toHaveCount(2)
  expect(await items.evaluateAll((els) => els.map((e) => e.dataset.domain))).toEqual(picked)
  const total = parseUsd(await page.getByTestId('cart-total').textContent())
  await expect(page.getByTestId('insufficient-funds')).toBeHidden()

  await page.getByTestId('checkout-button').click()
  await expect(page).toHaveURL(/\/panel$/)
  const balanceAfter = Math.round((200 - total) * 100) / 100
  await expect(page.getByTestId('top-bar-balance')).toHaveText(`$${balanceAfter.toFixed(2)}`)

  for (const domain of picked) {
    const row = page.locator(`[data-testid=panel-domain][data-domain="${domain}"]`)
    await expect(row).toBeVisible()
    await expect(row.getByTestId('domain-settings')).toHaveAttribute('href', `/domain/${domain}`)
  }
  // Right after the purchase the names are still being registered and their zones activated.
  const statuses = page.getByTestId('domain-status')
  await expect(statuses.filter({ hasText: 'Настраивается' })).toHaveCount(2)
  // The panel polls by itself until provisioning is done.
  for (const domain of picked) {
    const status = page
      .locator(`[data-testid=panel-domain][data-domain="${domain}"]`)
      .getByTestId('domain-status')
    await expect(status).toHaveText('Активен', { timeout: 45_000 })
    await expect(status).toHaveAttribute('data-status', 'active')
  }

  // The checkout emptied the cart.
  await page.goto('/cart')
  await expect(page.getByTestId('cart-empty')).toBeVisible()
})

test('with too little balance the checkout button is disabled and the shortfall is shown', async ({
  page,
  user,
  api,
  openApp,
}) => {
  await creditBalance(user, 1)
  const name = await availableDomain(api, uniqueWord('short'))
  const added = await api.post('/api/cart/add', { domain: name.domain })
  expect(added.status).toBe(200)

  await openApp({ path: '/cart' })
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  const button = page.getByTestId('checkout-button')
  await expect(button).toBeDisabled()
  const shortfall = page.getByTestId('insufficient-funds')
  await expect(shortfall).toContainText('Недостаточно средств!')
  const total = await page.getByTestId('cart-total').textContent()
  await expect(shortfall).toContainText(`Нужно: ${total}`)
  await expect(shortfall).toContainText('Доступно: $1.00')
})

test('Cyrillic shows the warning and sends no search; under 2 characters sends nothing', async ({
  page,
  openApp,
}) => {
  await openApp({ path: '/buy' })
  const searches: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/search')) searches.push(r.postData() ?? '')
  })
  const input = page.getByTestId('search-input')
  await input.fill('домен')
  const warning = page.getByTestId('cyrillic-warning')
  await expect(warning).toHaveText('Поиск на кириллице недоступен. Введите латиницу.')
  await expect(warning).toBeHidden({ timeout: 5000 })
  await input.fill('a')
  // A real search afterwards proves the page was listening; only it reached the server.
  await input.fill(uniqueWord('ok'))
  await expect(page.getByTestId('search-result').first()).toBeVisible()
  expect(searches).toHaveLength(1)
})

test('the last search comes back when /buy is opened again', async ({ page, openApp }) => {
  await openApp({ path: '/buy' })
  const word = uniqueWord('keep')
  await page.getByTestId('search-input').fill(word)
  await expect(page.getByTestId('search-result').first()).toBeVisible()
  await page.getByTestId('sort-button').click()
  await page.reload()
  await expect(page.getByTestId('search-input')).toHaveValue(word)
  await expect(page.getByTestId('sort-button')).toHaveAttribute('data-sort', 'price_asc')
  await expect(page.getByTestId('search-result').first()).toBeVisible()
})
