// Issue 32, items 3, 6 and 8, on the built bundle: the history says every entry in the reader's
// language (no English sentence in Russian), reflects the server after a reload whatever the cache
// held, and the account details show the last visit's address and place (unknown without a proxy).
import { randomBytes } from 'node:crypto'
import { adminApi } from '../support/api'
import { expect, test } from '../support/fixtures'

const uniqueCode = () => `FINB${randomBytes(3).toString('hex')}`.toUpperCase()

async function promo(code: string, amount: number) {
  const res = await adminApi().post('/api/admin/promocodes', { code, amount, max_uses: 5 })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

test('a promo code entry reads in Russian, type and description alike', async ({
  page,
  api,
  openApp,
}) => {
  const code = uniqueCode()
  await promo(code, 2)
  expect((await api.post('/api/user/activate-promocode', { promocode: code })).status).toBe(200)
  await openApp({ path: '/history' })
  const row = page.getByTestId('transaction').first()
  await expect(row).toContainText(`Промокод ${code}`)
  await expect(row).not.toContainText('Promo code')
})

test('history after a reload shows what the server booked meanwhile', async ({
  page,
  api,
  openApp,
}) => {
  const first = uniqueCode()
  await promo(first, 1)
  expect((await api.post('/api/user/activate-promocode', { promocode: first })).status).toBe(200)
  await openApp({ path: '/history' })
  await expect(page.getByTestId('transaction')).toHaveCount(1)
  // Two entries land while the list is cached (well within its staleTime), then a reload.
  for (const code of [uniqueCode(), uniqueCode()]) {
    await promo(code, 1)
    expect((await api.post('/api/user/activate-promocode', { promocode: code })).status).toBe(200)
  }
  await page.reload()
  await expect(page.getByTestId('transaction')).toHaveCount(3)
})

test('account details show the last visit with its address, and an unknown place', async ({
  page,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  await page.getByTestId('details-link').click()
  await expect(page).toHaveURL(/\/profile\/details$/)
  // The e2e server is reached directly (no TRUST_PROXY): the peer's address, no place.
  await expect(page.getByTestId('field-ip_address')).toContainText('127.0.0.1')
  await expect(page.getByTestId('field-country')).toContainText('Неизвестно')
  await expect(page.getByTestId('field-city')).toContainText('Неизвестно')
})
