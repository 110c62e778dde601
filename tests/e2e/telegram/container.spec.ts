// The built app inside a Telegram client, played through the web-events protocol from the client's
// side (tests/e2e/support/telegram-client.ts): what the app asks of its container, and how it
// follows what the container tells it.
import { readFileSync } from 'node:fs'
import { adminApi, apiAs, creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'

test('at start the app is ready, expanded, keeps vertical swipes and paints Telegram with its theme', async ({
  page,
  telegram,
  openApp,
}) => {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  await openApp()
  await expect(page.getByTestId('tld-table')).toBeVisible()
  await telegram.expectPosted('web_app_ready')
  await telegram.expectPosted('web_app_expand')
  await telegram.expectPosted('web_app_setup_swipe_behavior', { allow_vertical_swipe: false })
  await telegram.expectPosted('web_app_set_header_color', { color_key: 'bg_color' })
  await telegram.expectPosted('web_app_set_background_color', { color: '#17212b' })
  await telegram.expectPosted('web_app_request_theme')
  // Ready comes once: a second one would be a second start.
  expect(telegram.of('web_app_ready')).toHaveLength(1)
  expect(errors).toEqual([])
})

test('the built bundle carries Telegram’s own script', () => {
  // @twa-dev/sdk is CommonJS with `sideEffects` naming only its inner script: imported the wrong
  // way, the bundler drops it without a word. This fails if the scripts index.html loads, and
  // those they import, no longer speak the protocol.
  const html = readFileSync('dist/index.html', 'utf8')
  const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(entry, 'dist/index.html loads an entry script').toBeTruthy()
  const seen = new Set<string>()
  const queue = [entry as string]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const js = readFileSync(`dist/${file}`, 'utf8')
    for (const m of js.matchAll(/["'`(](?:\.\/|assets\/)([\w.-]+\.js)["'`)]/g))
      queue.push(`assets/${m[1]}`)
  }
  const code = [...seen].map((f) => readFileSync(`dist/${f}`, 'utf8')).join('\n')
  for (const method of [
    'web_app_ready',
    'web_app_expand',
    'TelegramWebviewProxy',
    'receiveEvent',
    'iframe_ready',
  ])
    expect(code, `the app's scripts mention ${method}`).toContain(method)
})

test('the BackButton shows on nested screens, hides on tab roots and goes back when pressed', async ({
  page,
  telegram,
  openApp,
}) => {
  // Opened on a deep link: no history, so Back goes to the parent screen.
  await openApp({ path: '/profile/details' })
  await expect(page.getByTestId('details-name')).toBeVisible()
  await telegram.expectLast('web_app_setup_back_button', { is_visible: true })
  await telegram.send('back_button_pressed')
  await expect(page).toHaveURL(/\/profile$/)
  await telegram.expectLast('web_app_setup_back_button', { is_visible: false })

  // With history, Back returns where the user came from.
  await page.getByTestId('history-link').click()
  await expect(page).toHaveURL(/\/history$/)
  await telegram.expectLast('web_app_setup_back_button', { is_visible: true })
  await telegram.send('back_button_pressed')
  await expect(page).toHaveURL(/\/profile$/)
  await telegram.expectLast('web_app_setup_back_button', { is_visible: false })

  // A tab root never shows it.
  await page.getByTestId('tab-buy').click()
  await expect(page).toHaveURL(/\/buy$/)
  await telegram.expectLast('web_app_setup_back_button', { is_visible: false })
})

test('a theme change recolours the running app and Telegram’s chrome at once', async ({
  page,
  telegram,
  openApp,
}) => {
  await openApp()
  await expect(page.getByTestId('tld-table')).toBeVisible()
  const bodyBg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(await bodyBg()).toBe('rgb(23, 33, 43)')

  await telegram.send('theme_changed', {
    theme_params: {
      bg_color: '#ffffff',
      text_color: '#000000',
      hint_color: '#707579',
      secondary_bg_color: '#f4f4f5',
      button_color: '#3390ec',
      button_text_color: '#ffffff',
    },
  })
  await expect.poll(bodyBg).toBe('rgb(255, 255, 255)')
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
  await telegram.expectLast('web_app_set_background_color', { color: '#ffffff' })
  await telegram.expectLast('web_app_set_bottom_bar_color', { color: '#f4f4f5' })
})

test('the layout follows the viewport and safe areas the container reports, never 100vh', async ({
  page,
  telegram,
  openApp,
}) => {
  await openApp()
  const tabBar = page.getByTestId('tab-bar')
  await expect(tabBar).toBeVisible()

  // Telegram's own controls take the bottom of the web view: the stable height shrinks.
  await telegram.send('viewport_changed', { height: 600, is_expanded: true, is_state_stable: true })
  await expect.poll(async () => (await tabBar.boundingBox())?.y).toBeLessThan(600)
  const box = await tabBar.boundingBox()
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(600)

  // An unstable height (the sheet being dragged) moves only the live height, not the layout.
  await telegram.send('viewport_changed', {
    height: 500,
    is_expanded: true,
    is_state_stable: false,
  })
  const vars = await page.evaluate(() => {
    const style = document.documentElement.style
    return [
      style.getPropertyValue('--tg-viewport-height'),
      style.getPropertyValue('--tg-viewport-stable-height'),
    ]
  })
  expect(vars).toEqual(['500px', '600px'])

  const topBar = page.getByTestId('top-bar')
  const before = (await topBar.boundingBox())?.height ?? 0
  await telegram.send('safe_area_changed', { top: 30, bottom: 0, left: 0, right: 0 })
  await telegram.send('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 })
  await expect.poll(async () => (await topBar.boundingBox())?.height).toBe(before + 76)
})

test('links leave through Telegram: t.me links in Telegram itself, others in its browser', async ({
  page,
  telegram,
  openApp,
}) => {
  const admin = adminApi()
  const previous = (
    await admin.get<{ support_url: string | null; agreement_url: string | null }>(
      '/api/admin/settings',
    )
  ).body
  await admin.put('/api/admin/settings', {
    support_url: 'https://t.me/domains_support?start=help',
    agreement_url: 'https://example.com/terms',
  })
  try {
    await openApp({ path: '/profile' })
    await page.getByTestId('support-link').click()
    await telegram.expectPosted('web_app_open_tg_link', {
      path_full: '/domains_support?start=help',
    })
    await page.getByTestId('agreement-link').click()
    await telegram.expectPosted('web_app_open_link', { url: 'https://example.com/terms' })
    // Nothing opened in a tab of its own.
    expect(page.context().pages()).toHaveLength(1)
  } finally {
    await admin.put('/api/admin/settings', {
      support_url: previous.support_url ?? '',
      agreement_url: previous.agreement_url ?? '',
    })
  }
})

test('checkout is on the MainButton: its text and state follow the cart, the press pays with closing confirmation and haptics', async ({
  page,
  user,
  telegram,
  openApp,
}) => {
  await creditBalance(user, 5)
  const api = apiAs(user)
  const found = await availableDomain(api, uniqueWord('mainbtn'))
  expect((await api.post('/api/cart/add', { domain: found.domain })).status).toBe(200)

  await openApp({ path: '/cart' })
  await expect(page.getByTestId('cart-total')).toBeVisible()
  // Inside Telegram the in-page button gives way to the MainButton.
  await expect(page.getByTestId('checkout-button')).toHaveCount(0)
  const total = (await page.getByTestId('cart-total').textContent()) ?? ''
  await telegram.expectLast('web_app_setup_main_button', {
    is_visible: true,
    is_active: found.price <= 5,
    text: `Купить за ${total}`,
  })
  // Short of money: the button stays, disabled; a press the client still delivers does nothing.
  if (found.price > 5) {
    await telegram.send('main_button_pressed')
    // A fence: the app's answer to a later event arrives after anything the press had caused
    // (a colour it has not painted yet: Telegram's script repaints only what changed).
    const fence = telegram.of('web_app_set_background_color').length
    await telegram.send('theme_changed', { theme_params: { bg_color: '#0e1621' } })
    await expect.poll(() => telegram.of('web_app_set_background_color').length).toBe(fence + 1)
    expect(telegram.of('web_app_setup_closing_behavior')).toHaveLength(0)
    await creditBalance(user, 100)
    await page.reload()
    await telegram.expectLast('web_app_setup_main_button', { is_visible: true, is_active: true })
  }

  await telegram.send('main_button_pressed')
  await telegram.expectPosted('web_app_setup_closing_behavior', { need_confirmation: true })
  await telegram.expectPosted('web_app_setup_main_button', { is_progress_visible: true })
  await expect(page).toHaveURL(/\/panel$/)
  await telegram.expectLast('web_app_setup_closing_behavior', { need_confirmation: false })
  await telegram.expectPosted('web_app_trigger_haptic_feedback', {
    type: 'notification',
    notification_type: 'success',
  })
  // The panel has no money action: the MainButton is gone.
  await telegram.expectLast('web_app_setup_main_button', { is_visible: false })
  // From the press until it went, it was never pressable again (the paid total, on the way out).
  const states = telegram.of('web_app_setup_main_button').map((e) => e.params)
  const pressed = states.findIndex((p) => p.is_progress_visible === true)
  expect(pressed).toBeGreaterThan(-1)
  expect(states.slice(pressed).filter((p) => p.is_active === true)).toEqual([])
})

test('a language pick gives selection feedback; a refused promo code, error feedback', async ({
  page,
  telegram,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  await page.getByTestId('language-row').click()
  await page.getByTestId('language-en').click()
  await telegram.expectPosted('web_app_trigger_haptic_feedback', { type: 'selection_change' })

  await page.getByTestId('promo-row').click()
  await page.getByTestId('promo-input').fill(`NOPE${Date.now()}`)
  await page.getByTestId('promo-submit').click()
  await expect(page.getByTestId('promo-error')).toBeVisible()
  await telegram.expectPosted('web_app_trigger_haptic_feedback', {
    type: 'notification',
    notification_type: 'error',
  })
})

test('an old client gets only the methods its version knows, and the app still works', async ({
  page,
  telegram,
  openApp,
}) => {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  await openApp({ path: '/profile/details', version: '6.0' })
  await expect(page.getByTestId('details-name')).toBeVisible()
  await telegram.expectPosted('web_app_ready')
  await page.getByTestId('tab-buy').click()
  await expect(page).toHaveURL(/\/buy$/)
  // Telegram's own script asks every client for its colours and safe areas as it loads (a client
  // ignores what it does not know); what the app itself asks for waits for a client that knows it.
  for (const newer of [
    'web_app_setup_back_button',
    'web_app_setup_swipe_behavior',
    'web_app_trigger_haptic_feedback',
    'web_app_setup_closing_behavior',
  ])
    expect(telegram.of(newer), `${newer} needs a newer client`).toHaveLength(0)
  expect(errors).toEqual([])
})
