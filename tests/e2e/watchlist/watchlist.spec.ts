// The watchlist as a user meets it, on the sandbox RDAP registry (it answers from the name as the
// sandbox registrar does: a taken "redeem…" name is in redemption): watch a taken name from the
// search, see its stage on the watchlist in Russian and English, open it from a bot button's
// start parameter, stop watching.
import { takenName } from '../../helpers/sandbox-names'
import { expect, test } from '../support/fixtures'

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url')

test('a taken name is watched from the search and shows its stage (ru)', async ({
  page,
  openApp,
}) => {
  const name = takenName('redeem')
  await openApp({ path: '/buy' })
  await page.getByTestId('search-input').fill(name)
  const row = page.locator(`[data-testid=search-result][data-domain="${name}"]`)
  await expect(row).toHaveAttribute('data-available', 'false')
  await row.getByTestId('watch-button').click()
  const watching = row.getByTestId('watch-button')
  await expect(watching).toHaveAttribute('data-watched', 'true')
  await expect(watching).toHaveText('✓ Отслеживается')

  await watching.click()
  await expect(page).toHaveURL(/\/watchlist\?domain=/)
  const watched = page.locator(`[data-testid=watch-row][data-domain="${name}"]`)
  await expect(watched).toHaveAttribute('data-focused', 'true')
  // The first check runs in the background; the list asks again until it has an answer.
  await expect(watched.getByTestId('watch-state')).toHaveAttribute('data-state', 'redemption')
  await expect(watched.getByTestId('watch-state')).toHaveText('Восстановление')
  await expect(watched).toContainText('Истёк')
  await expect(page.getByTestId('watch-count')).toHaveText('1 из 50 доменов')

  await watched.getByTestId('watch-remove').click()
  await expect(watched).toHaveCount(0)
  await expect(page.getByText('Вы пока ни за чем не следите')).toBeVisible()
})

test.describe('in English', () => {
  test.use({ locale: 'en-US' })

  test('the watchlist in English, opened from the profile and from a bot button', async ({
    page,
    user,
    api,
    openApp,
  }) => {
    const en = { ...user, language_code: 'en' }
    const name = takenName('watchen')
    expect((await api.post('/api/user/language', { language: 'en' })).status).toBe(200)
    expect((await api.post('/api/user/watchlist', { domain: name })).status).toBe(200)

    await openApp({ path: '/profile', as: en })
    await page.getByTestId('watchlist-link').click()
    const watched = page.locator(`[data-testid=watch-row][data-domain="${name}"]`)
    await expect(watched.getByTestId('watch-state')).toHaveText('Registered')
    await expect(watched).toContainText(/Expires \w{3} \d{1,2}, \d{4}/)
    await expect(watched).not.toHaveAttribute('data-focused')

    await openApp({ as: en, startParam: `watch-${b64url(name)}` })
    await expect(page).toHaveURL(/\/watchlist\?domain=/)
    await expect(watched).toHaveAttribute('data-focused', 'true')
    await expect(page.getByRole('heading', { name: 'Watchlist' })).toBeVisible()
  })
})
