// Item 4 of issue 32, at 320 px in both languages: a domain name wraps only before one of its dots
// ("premiumcoffee" / ".com", never "premiumcoffee.c" / "om"), and a date never wraps inside
// («27 нояб. 2027 г.» keeps «г.» with the year): on the panel and the domain page, in the history
// and the account details.
import type { Locator } from '@playwright/test'
import { creditBalance, type ApiClient } from '../support/api'
import { expect, test } from '../support/fixtures'
import { testInEachLanguage } from './languages'
import { launchUrl } from '../support/launch'
import { wrapped } from './line-breaks'

test.use({ viewport: { width: 320, height: 640 } })

/**
 * A `.com` name whose label fits the panel row's name column at 320 px on its own but not with
 * its zone after it (the Russian row leaves less room: its status reads «Активен»). The label ends
 * in digits, which have one width in the app's fonts, and the zone is always `.com`: the sandbox
 * takes about one name in five at random, and a shorter zone found in its place might fit.
 */
async function longComName(api: ApiClient, language: 'ru' | 'en') {
  const stem = language === 'ru' ? 'premiumcof' : 'premiumcoffee'
  const digits = language === 'ru' ? 2 : 3
  for (let tries = 0; tries < 20; tries++) {
    const suffix = String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0')
    const res = await api.post<{ domains: { domain: string; available: boolean }[] }>(
      '/api/search',
      { query: `${stem}${suffix}`, currency: 'USD' },
    )
    const com = res.body.domains.find((d) => d.domain === `${stem}${suffix}.com`)
    if (com?.available) return com.domain
  }
  throw new Error(`the sandbox offered no free .com for "${stem}" in 20 tries`)
}

testInEachLanguage(
  'names wrap only at dots and dates never wrap',
  async ({ page, language, user, api }) => {
    await creditBalance(user, 300)
    const domain = await longComName(api, language)
    expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
    expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)

    await page.goto(launchUrl(user, { path: '/panel' }))
    const row = page.locator(`[data-testid=panel-domain][data-domain="${domain}"]`)
    await expect(row.getByTestId('domain-status')).toHaveAttribute('data-status', 'active', {
      timeout: 30_000,
    })
    const dateShape =
      language === 'ru' ? /\d\u00a0\S+\u00a0\d{4}\u00a0г\./ : /\w+\u00a0\d+,\u00a0\d{4}/

    const name = await wrapped(row.getByTestId('panel-domain-name'))
    expect(name.text).toBe(domain)
    // The row is narrower than the name: it does wrap, and only before a dot.
    expect(name.lineStarts.length).toBeGreaterThan(0)
    for (const at of name.lineStarts) expect(name.text[at], `${name.text} @${at}`).toBe('.')
    const expiry = await wrapped(row.getByTestId('panel-domain-expiry'))
    expect(expiry.text).toMatch(dateShape)

    await page.goto(launchUrl(user, { path: `/domain/${domain}` }))
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveText(domain)
    const heading = await wrapped(title)
    for (const at of heading.lineStarts) expect(heading.text[at]).toBe('.')
    for (const id of ['domain-purchased', 'domain-expires']) {
      const date = await wrapped(page.getByTestId(id))
      expect(date.text).toMatch(dateShape)
      expect(date.lineStarts, date.text).toEqual([])
    }
  },
  120_000,
)

const dayShape = {
  ru: /^\d{1,2}\u00a0\S+\u00a0\d{4}\u00a0г\.$/,
  en: /^\w+\u00a0\d{1,2},\u00a0\d{4}$/,
}
// «28 нояб. 2026 г., 01:46», "Nov 28, 2026, 1:46 AM" (Intl puts U+202F before AM: no break either).
const dayAndTimeShape = {
  ru: /^\d{1,2}\u00a0\S+\u00a0\d{4}\u00a0г\.,\u00a0\d{2}:\d{2}$/,
  en: /^\w+\u00a0\d{1,2},\u00a0\d{4},\u00a0\d{1,2}:\d{2}[\u00a0\u202f][AP]M$/,
}

/** The date is on one line, in the shape given, and inside `box` (it pushes nothing sideways). */
async function oneLineDate(date: Locator, shape: RegExp, box: Locator) {
  const seen = await wrapped(date)
  expect(seen.text).toMatch(shape)
  expect(seen.lineStarts, seen.text).toEqual([])
  const [inner, outer] = [await date.boundingBox(), await box.boundingBox()]
  if (!inner || !outer) throw new Error('the date or its box is not on screen')
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5)
}

testInEachLanguage(
  'history and account details dates never wrap',
  async ({ page, language, user }) => {
    await creditBalance(user, 5)
    await page.goto(launchUrl(user, { path: '/history' }))
    const row = page.getByTestId('transaction').first()
    await expect(row).toBeVisible()
    await oneLineDate(row.getByTestId('transaction-date'), dayAndTimeShape[language], row)

    await page.goto(launchUrl(user, { path: '/profile/details' }))
    for (const [id, shape] of [
      ['created_at', dayShape[language]],
      ['last_visit', dayAndTimeShape[language]],
    ] as const) {
      const field = page.getByTestId(`field-${id}`)
      await expect(field.locator('dd')).toHaveText(shape)
      await oneLineDate(field.locator('dd'), shape, field)
    }
  },
)
