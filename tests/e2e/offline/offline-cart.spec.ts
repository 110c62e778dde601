// Cart changes made offline wait in the persisted queue, survive closing the app, and replay in
// order once it is reopened online: the server's cart ends as the user left it and each write is
// applied once (its Idempotency-Key, made when the user tapped, makes any repeat a replay).
import { expect, liveApp, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { uniqueWord } from '../buying/buying-helpers'
import { readStoredCache, waitForServiceWorker } from './offline-helpers'

interface CartAnswer {
  items: Array<{ domain: string }>
}

test('add two and remove one offline, close, reopen online: the server cart is exact, each write once', async ({
  page,
  context,
  user,
  api,
  openApp,
}) => {
  await openApp({ path: '/buy' })
  await page.getByTestId('search-input').fill(uniqueWord('queue'))
  const available = page.locator('[data-testid=search-result][data-available=true]')
  await expect(available.nth(1)).toBeVisible()
  const [first, second] = await available.evaluateAll((rows) =>
    rows.slice(0, 2).map((r) => (r as HTMLElement).dataset.domain ?? ''),
  )

  // The installed service worker has every screen's code, so the cart opens offline.
  await waitForServiceWorker(page)
  await context.setOffline(true)
  // The app has noticed: it says so before the user acts.
  await expect(page.getByTestId('offline-mark')).toBeVisible()
  await available.nth(0).getByTestId('add-to-cart').click()
  await available.nth(1).getByTestId('add-to-cart').click()
  const pending = page.getByTestId('pending-writes')
  await expect(pending).toHaveText('2 изменения ждут синхронизации')

  await page.getByTestId('cart-link').click()
  await expect(page.getByTestId('cart-item')).toHaveCount(2)
  await expect(page.getByTestId('cart-item-pending')).toHaveCount(2)
  await page
    .locator(`[data-testid=cart-item][data-domain="${first}"]`)
    .getByTestId('cart-remove')
    .click()
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await expect(pending).toHaveText('3 изменения ждут синхронизации')

  // The three writes are in IndexedDB, in the order they were made, each with its own key.
  const cartWrites = async () =>
    (await readStoredCache(page)).writes.filter((w) => w.key[0] === 'cart')
  await expect.poll(async () => (await cartWrites()).length).toBe(3)
  const stored = await cartWrites()
  expect(stored.map((w) => [w.key[1], w.variables.domain])).toEqual([
    ['add', first],
    ['add', second],
    ['remove', first],
  ])
  const keys = stored.map((w) => String(w.variables.idempotencyKey))
  expect(new Set(keys).size).toBe(3)

  await page.close()

  await context.setOffline(false)
  const reopened = await context.newPage()
  const answers: Array<{ key: string; replayed: boolean; status: number }> = []
  reopened.on('response', (res) => {
    if (!/\/api\/cart\/(add|remove)$/.test(res.url())) return
    answers.push({
      key: res.request().headers()['idempotency-key'] ?? '',
      replayed: res.headers()['idempotent-replayed'] === 'true',
      status: res.status(),
    })
  })
  // Telegram reopens the app at its start URL; it comes back on the cart.
  await reopened.goto(launchUrl(user))
  await liveApp(reopened)
  await expect(reopened).toHaveURL(/\/cart(#|$)/)

  await expect
    .poll(async () => (await api.get<CartAnswer>('/api/cart')).body.items.map((i) => i.domain))
    .toEqual([second])
  await expect(reopened.getByTestId('cart-item')).toHaveCount(1)
  await expect(reopened.locator(`[data-testid=cart-item][data-domain="${second}"]`)).toBeVisible()
  await expect(reopened.getByTestId('pending-writes')).toHaveCount(0)
  await expect(reopened.getByTestId('cart-item-pending')).toHaveCount(0)

  // The reopened app sent the writes in order with the keys made offline, and all were accepted.
  expect(answers.map((a) => a.key)).toEqual(keys)
  expect(answers.every((a) => a.status === 200)).toBe(true)
  await expect.poll(async () => (await readStoredCache(reopened)).writes.length).toBe(0)

  // Each write ran once: sending them all again with their keys changes nothing on the server
  // (a second run of the first add would bring the removed name back).
  for (const w of stored) {
    const { idempotencyKey, ...body } = w.variables
    const res = await api.post(`/api/cart/${String(w.key[1])}`, body, {
      idempotencyKey: String(idempotencyKey),
    })
    expect(res.status).toBe(200)
  }
  expect((await api.get<CartAnswer>('/api/cart')).body.items.map((i) => i.domain)).toEqual([second])
})
