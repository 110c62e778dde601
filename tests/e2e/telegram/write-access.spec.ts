// The bot writes to the user about what the app started (a purchase's outcome, the top-up menu):
// the app asks Telegram for that once (`web_app_request_write_access`), takes the client's answer
// (`write_access_requested`) and never makes a purchase wait for it; watching a name and switching
// auto-renew on ask too. Played through the web-events protocol; the bot's messages land on the
// fake Bot API.
import { apiAs, creditBalance } from '../support/api'
import { expect, test, type Page } from '../support/fixtures'
import { newUser } from '../support/launch'
import { botApiCalls } from '../support/telegram'
import type { TelegramClient } from '../support/telegram-client'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'
import { ownActiveDomain } from '../lifecycle/lifecycle-helpers'
import { takenName } from '../../helpers/sandbox-names'

async function buyOnMainButton(page: Page, telegram: TelegramClient) {
  await expect(page.getByTestId('cart-total')).toBeVisible()
  await telegram.expectLast('web_app_setup_main_button', { is_visible: true, is_active: true })
  await telegram.send('main_button_pressed')
  await expect(page).toHaveURL(/\/panel$/)
}

test('the first purchase asks once; a refusal neither stops it nor brings the question back', async ({
  page,
  user,
  telegram,
  openApp,
}) => {
  telegram.configure({ writeAccess: 'cancelled' })
  await creditBalance(user, 100)
  const api = apiAs(user)
  const first = await availableDomain(api, uniqueWord('wa'))
  expect((await api.post('/api/cart/add', { domain: first.domain })).status).toBe(200)

  await openApp({ path: '/cart' })
  expect(telegram.of('web_app_request_write_access')).toHaveLength(0)
  await buyOnMainButton(page, telegram)
  await telegram.expectPosted('web_app_request_write_access')

  // Another purchase, after a reload: the answer is remembered.
  const second = await availableDomain(api, uniqueWord('wb'))
  expect((await api.post('/api/cart/add', { domain: second.domain })).status).toBe(200)
  await openApp({ path: '/cart' })
  await buyOnMainButton(page, telegram)
  expect(telegram.of('web_app_request_write_access')).toHaveLength(1)
})

test('the chat top-up sends the bot’s menu once the user has let the bot write', async ({
  page,
  user,
  telegram,
  openApp,
}) => {
  // The user has not answered yet when they ask for the menu.
  telegram.configure({ writeAccess: null })
  await openApp({ path: '/profile' })
  await page.getByTestId('topup-button').click()
  await telegram.expectPosted('web_app_request_write_access')
  await page.getByTestId('topup-in-chat').click()
  await telegram.send('write_access_requested', { status: 'allowed' })
  await expect(page.getByText('Выберите сумму в чате с ботом')).toBeVisible()
  const menus = (await botApiCalls('sendMessage')).filter((c) => c.params.chat_id === user.id)
  expect(menus).toHaveLength(1)
  expect(telegram.of('web_app_request_write_access')).toHaveLength(1)
})

test('a user who already lets the bot write is not asked', async ({ page, telegram, openApp }) => {
  await openApp({ path: '/profile', as: newUser({ allows_write_to_pm: true }) })
  await expect(page.getByTestId('profile-balance')).toBeVisible()
  await page.getByTestId('topup-button').click()
  await page.getByTestId('topup-in-chat').click()
  await expect(page.getByText('Выберите сумму в чате с ботом')).toBeVisible()
  expect(telegram.of('web_app_request_write_access')).toHaveLength(0)
})

test('watching a name asks, without waiting: the bot tells the watcher when it frees up', async ({
  page,
  telegram,
  openApp,
}) => {
  // The question stays open: the name is watched all the same.
  telegram.configure({ writeAccess: null })
  const name = takenName('redeem')
  await openApp({ path: '/buy' })
  await page.getByTestId('search-input').fill(name)
  const row = page.locator(`[data-testid=search-result][data-domain="${name}"]`)
  await expect(row).toHaveAttribute('data-available', 'false')
  expect(telegram.of('web_app_request_write_access')).toHaveLength(0)
  await row.getByTestId('watch-button').click()
  await telegram.expectPosted('web_app_request_write_access')
  await expect(row.getByTestId('watch-button')).toHaveAttribute('data-watched', 'true')
})

test('switching auto-renew on asks once; the answer reaches the server', async ({
  page,
  api,
  user,
  telegram,
  openApp,
}) => {
  test.setTimeout(90_000)
  telegram.configure({ writeAccess: 'allowed' })
  const domain = await ownActiveDomain(api, user, 'wauto')
  await openApp({ path: `/domain/${domain}` })
  const toggle = page.getByTestId('auto-renew')
  await expect(toggle).not.toBeChecked()
  expect(telegram.of('web_app_request_write_access')).toHaveLength(0)
  await toggle.check()
  await telegram.expectPosted('web_app_request_write_access')
  await expect
    .poll(async () => {
      const res = await api.get<{ user: { chat_notices?: { state: string } } }>('/api/user/profile')
      return res.body.user.chat_notices?.state
    })
    .toBe('allowed')
  // Off and on again: already answered, not asked twice.
  await toggle.uncheck()
  await toggle.check()
  await expect(toggle).toBeChecked()
  expect(telegram.of('web_app_request_write_access')).toHaveLength(1)
})
