// The profile as a user meets it: the history of what moved their balance, a promo code created
// by the admin and activated from the modal (with the spec's refusals), the referral link, the
// account details, and the top-up button with the bot switched off.
import { randomBytes } from 'node:crypto'
import { adminApi, creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'

const uniqueCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`.toUpperCase()

async function createPromo(code: string, amount: number, maxUses = 10) {
  const res = await adminApi().post('/api/admin/promocodes', { code, amount, max_uses: maxUses })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

test('history lists each movement with its sign, status and description, newest first', async ({
  page,
  user,
  api,
  openApp,
}) => {
  await creditBalance(user, 25, 'e2e starting money')
  const code = uniqueCode('hist')
  await createPromo(code, 3)
  expect((await api.post('/api/user/activate-promocode', { promocode: code })).status).toBe(200)

  await openApp({ path: '/history' })
  const rows = page.getByTestId('transaction')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'promo')
  await expect(rows.nth(0)).toContainText('+$3.00')
  await expect(rows.nth(0).getByTestId('transaction-status')).toHaveText('Завершена')
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'adjustment')
  await expect(rows.nth(1)).toContainText('Корректировка')
  await expect(rows.nth(1)).toContainText('+$25.00')
  await expect(rows.nth(1)).toContainText('e2e starting money')
  await expect(rows.nth(1).getByTestId('transaction-status')).toHaveCSS('color', 'rgb(49, 181, 69)')
})

test('history shows the empty state for a new user', async ({ page, openApp }) => {
  await openApp({ path: '/history' })
  await expect(page.getByTestId('history-empty')).toContainText('Транзакций пока нет')
})

test('a promo code from the admin is activated once from the profile modal', async ({
  page,
  openApp,
}) => {
  const code = uniqueCode('e2e')
  await createPromo(code, 5)
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('profile-balance')).toHaveText('$0.00')

  await page.getByTestId('promo-row').click()
  await page.getByTestId('promo-submit').click()
  await expect(page.getByTestId('promo-error')).toHaveText('Введите промокод')

  await page.getByTestId('promo-input').fill('no-such-code')
  await page.getByTestId('promo-submit').click()
  await expect(page.getByTestId('promo-error')).toHaveText(
    'Промокод не существует или срок действия истёк.',
  )

  // Typed in lower case with spaces: trimmed and upper-cased before it is sent.
  await page.getByTestId('promo-input').fill(`  ${code.toLowerCase()} `)
  await page.getByTestId('promo-submit').click()
  await expect(page.getByText('Промокод активирован: +$5.00')).toBeVisible()
  await expect(page.getByTestId('promo-input')).toBeHidden()
  await expect(page.getByTestId('profile-balance')).toHaveText('$5.00')
  await expect(page.getByTestId('top-bar-balance')).toHaveText('$5.00')

  await page.getByTestId('promo-row').click()
  await page.getByTestId('promo-input').fill(code)
  await page.getByTestId('promo-submit').click()
  await expect(page.getByTestId('promo-error')).toHaveText('Вы уже активировали этот промокод.')
  await expect(page.getByTestId('profile-balance')).toHaveText('$5.00')
})

test('referral link, account details, and a top-up while the bot is off', async ({
  page,
  user,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('referral-link')).toHaveText(
    `https://t.me/demo_bot?start=ref_${user.id}`,
  )
  await expect(page.getByTestId('referral-in-development')).toContainText('в разработке')

  // The e2e server has a real token and BOT_MODE=off: the server refuses, the app says so.
  await page.getByTestId('topup-button').click()
  await page.getByTestId('topup-in-chat').click()
  await expect(page.getByText('Не удалось начать пополнение')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click()

  await page.getByTestId('details-link').click()
  await expect(page).toHaveURL(/\/profile\/details$/)
  await expect(page.getByTestId('details-name')).toHaveText(`${user.first_name} ${user.last_name}`)
  await expect(page.getByTestId('field-user_id')).toContainText(String(user.id))
  await expect(page.getByTestId('field-username')).toContainText(`@${user.username}`)
  await expect(page.getByTestId('stat-total_transactions')).toContainText('0')
  await expect(page.getByTestId('details-fallback')).toHaveCount(0)
})
