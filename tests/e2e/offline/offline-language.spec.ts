// The language picked offline switches the app at once, waits in the persisted queue, and reaches
// the server once after a reopen online; another device that never chose then opens in it.
import { baseUrl } from '../support/env'
import { expect, liveApp, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { readStoredCache, waitForServiceWorker } from './offline-helpers'

interface ProfileAnswer {
  user: { preferred_language?: string | null; language_code: string }
}

test('switch to English offline, close, reopen online: the server has it once, other devices follow', async ({
  page,
  context,
  browser,
  user,
  api,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('language-row')).toContainText('Язык')
  expect(
    (await api.get<ProfileAnswer>('/api/user/profile')).body.user.preferred_language,
  ).toBeNull()

  await waitForServiceWorker(page)
  await context.setOffline(true)
  await expect(page.getByTestId('offline-mark')).toBeVisible()
  await page.getByTestId('language-row').click()
  await page.getByTestId('language-en').click()
  // The UI switches at once; the write waits and is counted with the others.
  await expect(page.getByTestId('language-row')).toContainText('Language')
  await expect(page.getByTestId('language-row')).toContainText('English')
  await expect(page.getByTestId('pending-writes')).toHaveText('1 change waiting to sync')

  const languageWrites = async () =>
    (await readStoredCache(page)).writes.filter(
      (w) => w.key[0] === 'user' && w.key[1] === 'language',
    )
  await expect.poll(async () => (await languageWrites()).length).toBe(1)
  const [stored] = await languageWrites()
  expect(stored?.variables.language).toBe('en')
  const key = String(stored?.variables.idempotencyKey)
  expect(key).not.toBe('')

  await page.close()
  await context.setOffline(false)
  const reopened = await context.newPage()
  const answers: Array<{ key: string; status: number }> = []
  reopened.on('response', (res) => {
    if (!res.url().endsWith('/api/user/language')) return
    answers.push({ key: res.request().headers()['idempotency-key'] ?? '', status: res.status() })
  })
  await reopened.goto(launchUrl(user))
  await liveApp(reopened)
  await expect(reopened).toHaveURL(/\/profile(#|$)/)
  // The device's own choice holds from the first frame, before the server has answered.
  await expect(reopened.getByTestId('language-row')).toContainText('English')

  await expect
    .poll(async () => (await api.get<ProfileAnswer>('/api/user/profile')).body.user)
    .toMatchObject({ preferred_language: 'en', language_code: 'ru' })
  await expect(reopened.getByTestId('pending-writes')).toHaveCount(0)
  await expect.poll(async () => (await readStoredCache(reopened)).writes.length).toBe(0)
  expect(answers).toEqual([{ key, status: 200 }])

  // Sent again with its key, the write is a replay: the server applied it once.
  const again = await api.post('/api/user/language', { language: 'en' }, { idempotencyKey: key })
  expect(again).toEqual({ status: 200, body: { ok: true, language: 'en' } })

  // A second device with a Russian browser that never chose opens in English once the profile loads.
  const desktop = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'ru-RU',
    viewport: { width: 390, height: 844 },
  })
  try {
    const other = await desktop.newPage()
    await other.goto(launchUrl(user, { path: '/profile' }))
    await liveApp(other)
    await expect(other.getByTestId('language-row')).toContainText('English')
    await expect(other.locator('html')).toHaveAttribute('lang', 'en')
  } finally {
    await desktop.close()
  }
})
