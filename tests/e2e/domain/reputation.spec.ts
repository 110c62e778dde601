// Reputation as an owner meets it, in both languages, on the sandbox sources (they answer from the
// name: a "phish…" label is flagged by VirusTotal's engines and on Safe Browsing's phishing list):
// a domain not checked yet, "check now" finding it, what to do, the history of checks, the card
// again from the cache with the API gone; a clean domain says so. The error state with its retry.
import { creditBalance, type ApiClient } from '../support/api'
import { expect, test } from '../support/fixtures'
import { newUser, type LaunchUser } from '../support/launch'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'
import { cutApi, waitForStoredQueries } from '../offline/offline-helpers'

/** Buys one available name for each word and waits until all of them are active. */
async function ownActive(user: LaunchUser, api: ApiClient, words: string[]): Promise<string[]> {
  await creditBalance(user, 200, 'reputation seed')
  const names: string[] = []
  for (const word of words) {
    const { domain } = await availableDomain(api, uniqueWord(word))
    expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
    names.push(domain)
  }
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
  await expect
    .poll(
      async () => {
        const res = await api.get<{ domains: { domain: string; status: string }[] }>(
          '/api/user/domains',
        )
        return names.map((n) => res.body.domains.find((d) => d.domain === n)?.status)
      },
      { timeout: 30_000 },
    )
    .toEqual(names.map(() => 'active'))
  return names
}

for (const [lang, locale, texts] of [
  [
    'ru',
    'ru-RU',
    {
      title: 'Репутация',
      empty: 'Ещё не проверялся',
      found: 'Найдены угрозы',
      vt: 'Опасным считает 1 антивирус',
      sb: 'В списках: фишинг',
      advice: 'Что делать',
      manual: 'по запросу',
      clean: 'Чисто: ничего не найдено',
      cleanSource: 'Чисто',
      offline: 'Нет связи: результаты на',
      noConnection: 'Для проверки нужна связь.',
      loadError: 'Не удалось загрузить проверки репутации.',
    },
  ],
  [
    'en',
    'en-US',
    {
      title: 'Reputation',
      empty: 'Not checked yet',
      found: 'Something was found',
      vt: 'Flagged by 1 engine',
      sb: 'Listed: phishing',
      advice: 'What to do',
      manual: 'on request',
      clean: 'Clean: nothing found',
      cleanSource: 'Clean',
      offline: 'Offline: the results as of',
      noConnection: 'Checking needs a connection.',
      loadError: 'The reputation checks could not be loaded.',
    },
  ],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({
      locale,
      // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
      user: async ({}, use) => use(newUser({ language_code: lang })),
    })

    test(`a flagged domain checked now, its history, then from the cache; a clean one (${lang})`, async ({
      page,
      context,
      user,
      api,
      openApp,
    }) => {
      test.setTimeout(150_000)
      const [flagged, clean] = await ownActive(user, api, ['phish', 'calm'])
      const card = page.getByTestId('reputation-card')

      // The history cannot be read: the error, then its retry once the API answers again.
      await context.route('**/api/user/domains/*/reputation', (route) =>
        route.fulfill({ status: 503, json: { error: 'unavailable', message: 'down' } }),
      )
      await openApp({ path: `/domain/${flagged}` })
      await expect(card.getByTestId('reputation-error')).toContainText(texts.loadError)
      await context.unroute('**/api/user/domains/*/reputation')
      await card.getByTestId('reputation-error').getByRole('button').click()

      await expect(card.getByRole('heading', { name: texts.title })).toBeVisible()
      await expect(card.getByTestId('reputation-empty')).toContainText(texts.empty)
      await expect(card.getByTestId('reputation-history')).toHaveCount(0)

      await card.getByTestId('reputation-check').click()
      await expect(card.getByTestId('reputation-verdict')).toHaveText(texts.found)
      await expect(card.getByTestId('reputation-virustotal')).toHaveAttribute(
        'data-verdict',
        'flagged',
      )
      await expect(card.getByTestId('reputation-virustotal')).toContainText(texts.vt)
      await expect(card.getByTestId('reputation-safe-browsing')).toContainText(texts.sb)
      await expect(card.getByTestId('reputation-advice')).toContainText(texts.advice)
      const entries = card.getByTestId('reputation-entry')
      await expect(entries).toHaveCount(1)
      await expect(entries.first()).toHaveAttribute('data-flagged', 'true')
      await expect(entries.first()).toContainText(texts.manual)

      // A second check is listed on top; the server keeps both.
      await expect(card.getByTestId('reputation-check')).toBeEnabled()
      await card.getByTestId('reputation-check').click()
      await expect(entries).toHaveCount(2)
      const history = await api.get<{ checks: unknown[] }>(
        `/api/user/domains/${flagged}/reputation`,
      )
      expect(history.body.checks).toHaveLength(2)

      // With the API gone, the card reopens from the cache with its date, and cannot check.
      await waitForStoredQueries(page, [['domain-reputation', flagged]])
      await cutApi(context)
      await page.reload()
      await expect(card.getByTestId('reputation-as-of')).toContainText(texts.offline)
      await expect(card.getByTestId('reputation-verdict')).toHaveText(texts.found)
      await expect(entries).toHaveCount(2)
      await expect(card.getByTestId('reputation-check')).toBeDisabled()
      await expect(card.getByTestId('reputation-check-blocked')).toHaveText(texts.noConnection)
      await context.unroute('**/api/**')

      // A clean domain says so, for each source too.
      await openApp({ path: `/domain/${clean}` })
      await card.getByTestId('reputation-check').click()
      await expect(card.getByTestId('reputation-verdict')).toHaveText(texts.clean)
      await expect(card.getByTestId('reputation-virustotal')).toContainText(texts.cleanSource)
      await expect(card.getByTestId('reputation-safe-browsing')).toContainText(texts.cleanSource)
      await expect(card.getByTestId('reputation-advice')).toHaveCount(0)
      await expect(card.getByTestId('reputation-entry').first()).toHaveAttribute(
        'data-flagged',
        'false',
      )
    })
  })
}
