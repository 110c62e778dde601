// A reminder in the chat: 7 days before expiry the bot writes to the owner, once however often the
// lifecycle runs, and its button opens the Mini App straight on that domain's renew screen.
import { expect, liveApp, test } from '../support/fixtures'
import { launchHash } from '../../../server/demo'
import { initDataFor } from '../support/launch'
import { expireIn, messagesTo, ownActiveDomain, runLifecycle } from './lifecycle-helpers'

test('the 7-day reminder’s button opens the renew screen of its domain', async ({
  page,
  api,
  user,
}) => {
  test.setTimeout(120_000)
  const domain = await ownActiveDomain(api, user, 'remind')
  await expireIn(domain, 6.5)
  await runLifecycle()
  await runLifecycle()

  await expect
    .poll(async () => (await messagesTo(user.id)).filter((m) => m.text.includes(domain)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0)
  const reminders = (await messagesTo(user.id)).filter((m) => m.text.includes('через 7 дней'))
  expect(reminders).toHaveLength(1)
  const button = new URL(reminders[0]?.buttonUrl ?? '')
  expect(button.searchParams.get('startapp')).toMatch(/^renew-/)

  // Telegram opens the button's URL with its launch hash added.
  await page.goto(`${button.pathname}${button.search}${launchHash(initDataFor(user))}`)
  await expect(page.getByTestId('renew-page')).toBeVisible()
  await expect(page.getByTestId('renew-page')).toContainText(domain)
  await expect(page).toHaveURL(new RegExp(`/domain/${domain.replace(/\./g, '\\.')}/renew`))

  // The panel shows the state and the days left, with a renew action.
  await page.goto(`/panel${launchHash(initDataFor(user))}`)
  await liveApp(page)
  const row = page.locator(`[data-testid=panel-domain][data-domain="${domain}"]`)
  await expect(row.getByTestId('lifecycle-note')).toHaveAttribute('data-state', 'expiring')
  await expect(row.getByTestId('lifecycle-note')).toHaveAttribute('data-days', '7')
  await expect(row.getByTestId('panel-renew')).toBeVisible()
})
