// Launches in the shapes Telegram really produces besides the usual `/#tgWebAppData=...`: a client
// that names no version, and a Mini App URL with a hash of its own, to which Telegram appends its
// parameters after a `?`. Played through the web-events protocol (tests/e2e/support).
import { expect, liveApp, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'

test('a launch without tgWebAppVersion counts as the oldest client: ready, expanded, working', async ({
  page,
  user,
  telegram,
}) => {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  const url = launchUrl(user, { path: '/profile/details' }).replace(/&tgWebAppVersion=[^&]*/, '')
  expect(url).not.toContain('tgWebAppVersion')
  await page.goto(url)
  await liveApp(page)
  await expect(page.getByTestId('details-name')).toHaveText(`${user.first_name} ${user.last_name}`)
  await telegram.expectPosted('web_app_ready')
  await telegram.expectPosted('web_app_expand')
  // Taken for 6.0: no BackButton (6.1), even on a nested screen; Back is the in-page way.
  expect(telegram.of('web_app_setup_back_button')).toHaveLength(0)
  await page.getByTestId('tab-buy').click()
  await expect(page).toHaveURL(/\/buy$/)
  expect(errors).toEqual([])
})

test('a launch hash with a path before the parameters opens signed in', async ({
  page,
  user,
  telegram,
}) => {
  // `/#tgWebAppData=...` as `/#/start?tgWebAppData=...`: the app's own hash, then Telegram's.
  const url = launchUrl(user).replace('/#', '/#/start?')
  expect(url).toMatch(/^\/#\/start\?tgWebAppData=/)
  await page.goto(url)
  await liveApp(page)
  await expect(page.getByTestId('top-bar-name')).toHaveText(user.first_name)
  await telegram.expectPosted('web_app_ready')
  await page.getByTestId('tab-profile').click()
  await expect(page.getByTestId('profile-balance')).toHaveText('$0.00')
  // The first navigation dropped the hash; a reload in the same session stays signed in.
  await page.reload()
  await liveApp(page)
  await expect(page.getByTestId('profile-balance')).toHaveText('$0.00')
})
