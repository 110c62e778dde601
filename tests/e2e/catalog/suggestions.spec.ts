// Name suggestions as a user meets them: a taken name brings available alternatives below the
// search rows, each with its price and an add-to-cart button, in both languages; a word searched
// before shows its alternatives again offline, from the cache.
import { takenName } from '../../helpers/sandbox-names'
import { expect, liveApp, test } from '../support/fixtures'
import { launchUrl, newUser } from '../support/launch'
import { cutApi, waitForServiceWorker, waitForStoredQueries } from '../offline/offline-helpers'
import { parseUsd, uniqueWord } from '../buying/buying-helpers'

for (const [lang, locale, title, inCart] of [
  ['ru', 'ru-RU', 'Свободные похожие имена', '✓ В корзине'],
  ['en', 'en-US', 'Similar available names', '✓ In cart'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale })
    test(`a taken name offers available alternatives to add to the cart (${lang})`, async ({
      page,
      openApp,
    }) => {
      const user = newUser({ language_code: lang })
      await openApp({ as: user, path: '/buy' })
      const taken = takenName(uniqueWord('sugg'))
      await page.getByTestId('search-input').fill(taken)
      const exact = page.locator(`[data-testid=search-result][data-domain="${taken}"]`)
      await expect(exact).toHaveAttribute('data-available', 'false')

      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      const rows = page.getByTestId('suggestion')
      await expect(rows.first()).toBeVisible()
      const domains = await rows.evaluateAll((els) => els.map((e) => e.dataset.domain ?? ''))
      expect(domains).not.toContain(taken)
      const lengths = domains.map((d) => d.length)
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
      expect(
        parseUsd(await rows.first().getByTestId('result-price').textContent()),
      ).toBeGreaterThan(0)

      const first = rows.first()
      const picked = await first.getAttribute('data-domain')
      await first.getByTestId('add-to-cart').click()
      await expect(first.getByTestId('add-to-cart')).toHaveText(inCart)
      await page.getByTestId('cart-link').click()
      await expect(page.locator(`[data-testid=cart-item][data-domain="${picked}"]`)).toBeVisible()
    })
  })
}

test('offline, a word searched before shows its alternatives from the cache', async ({
  page,
  context,
  user,
  openApp,
}) => {
  await openApp({ path: '/buy' })
  await waitForServiceWorker(page)
  const word = uniqueWord('offsugg')
  await page.getByTestId('search-input').fill(word)
  await expect(page.getByTestId('suggestion').first()).toBeVisible()
  const online = await page
    .getByTestId('suggestion')
    .evaluateAll((els) => els.map((e) => e.dataset.domain))
  await waitForStoredQueries(page, [['catalog', 'suggestions']])

  await cutApi(context)
  await context.setOffline(true)
  await page.goto(launchUrl(user, { path: '/buy' }))
  await liveApp(page)
  await expect(page.getByTestId('search-input')).toHaveValue(word)
  await expect(page.getByTestId('suggestion').first()).toBeVisible()
  expect(
    await page.getByTestId('suggestion').evaluateAll((els) => els.map((e) => e.dataset.domain)),
  ).toEqual(online)
})
