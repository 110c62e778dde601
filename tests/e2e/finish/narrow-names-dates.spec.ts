// Item 4 of issue 32, at 320 px in both languages: a domain name wraps only before one of its dots
// ("premiumcoffee" / ".com", never "premiumcoffee.c" / "om"), and a date never wraps inside
// («27 нояб. 2027 г.» keeps «г.» with the year).
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { testInEachLanguage } from './languages'
import { launchUrl } from '../support/launch'
import { availableDomain } from '../buying/buying-helpers'
import { wrapped } from './line-breaks'

test.use({ viewport: { width: 320, height: 640 } })

/**
 * A label that fits the panel row's name column at 320 px on its own but not with its zone after
 * it (the Russian row leaves less room: its status reads «Активен»).
 */
const longLabel = (language: 'ru' | 'en') =>
  `${language === 'ru' ? 'premiumcof' : 'premiumcoffee'}${Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0')
    .slice(language === 'ru' ? 1 : 0)}`

testInEachLanguage(
  'names wrap only at dots and dates never wrap',
  async ({ page, language, user, api }) => {
    await creditBalance(user, 300)
    const { domain } = await availableDomain(api, longLabel(language))
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
