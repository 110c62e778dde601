// Reopening renders from the cache at once, then refreshes: what changed while the app was closed
// (a top-up made in the bot chat) shows without waiting for the cached data to go stale.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'

test('a balance credited while the app was closed shows right after reopening', async ({
  page,
  openApp,
  user,
}) => {
  await openApp()
  await expect(page.getByTestId('top-bar-balance')).toHaveText('$0.00')
  // Give the cache a moment to be written to IndexedDB before the page goes away.
  await page.waitForFunction(async () => (await indexedDB.databases()).length > 0)

  await creditBalance(user, 12.5)
  await page.reload()
  await expect(page.getByTestId('top-bar-balance')).toHaveText('$12.50')
})
