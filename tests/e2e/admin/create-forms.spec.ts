// The console's two create forms: a promo code (typed in lower case, kept upper case) and an After
// Market listing, each refused with its problem first, then created, listed and the form cleared.
import { expect, test } from '../support/fixtures'
import { closeDevices, newDevice, signInWithToken } from '../ops/ops-helpers'

test.afterEach(closeDevices)

test('an admin creates and deactivates a promo code, and lists a domain for sale', async ({
  browser,
}) => {
  const admin = await newDevice(browser)
  await admin.goto('/admin')
  await signInWithToken(admin)

  const stamp = Date.now().toString(36)
  const code = `E2E${stamp}`.toUpperCase()
  await admin.goto('/admin/promocodes')
  const promo = admin.getByTestId('admin-promocodes')
  await promo.getByLabel('Код').fill(code.toLowerCase())
  await expect(promo.getByLabel('Код')).toHaveValue(code)
  await promo.getByLabel('Сумма, USD').fill('abc')
  await promo.getByRole('button', { name: 'Создать' }).click()
  await expect(promo.getByRole('alert')).toHaveText(
    'Сумма: положительная сумма в USD, например 5 или 2.50.',
  )
  await promo.getByLabel('Сумма, USD').fill('2.50')
  await promo.getByRole('button', { name: 'Создать' }).click()
  await expect(admin.getByText(`Промокод ${code} создан`)).toBeVisible()
  await expect(promo.getByLabel('Код')).toHaveValue('')
  await expect(promo.getByRole('alert')).toHaveCount(0)
  const row = promo.getByRole('listitem').filter({ hasText: code })
  await expect(row).toContainText('$2.50')

  await row.getByRole('button', { name: 'Деактивировать' }).click()
  const dialog = admin.getByRole('dialog')
  await expect(dialog).toContainText(`Деактивировать ${code}?`)
  await dialog.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(row).toContainText('Деактивирован')

  const domain = `e2e-listing-${stamp}.com`
  await admin.goto('/admin/aftermarket')
  const market = admin.getByTestId('admin-aftermarket')
  await market.getByLabel('Домен').fill('not a domain')
  await market.getByLabel('Цена, USD').fill('12.50')
  await market.getByRole('button', { name: 'Выставить на продажу' }).click()
  await expect(market.getByRole('alert')).toHaveText('Домен: имя вида example.com.')
  await market.getByLabel('Домен').fill(domain)
  await market.getByRole('button', { name: 'Выставить на продажу' }).click()
  await expect(admin.getByText(`${domain} выставлен на продажу`)).toBeVisible()
  await expect(market.getByLabel('Домен')).toHaveValue('')
  await expect(market.getByRole('listitem').filter({ hasText: domain })).toBeVisible()
})
