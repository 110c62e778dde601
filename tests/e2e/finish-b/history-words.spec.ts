// Issue 32, item 3, on the built bundle in both languages: every stored history entry reads in the
// reader's language (a promo code, an After Market purchase, a transfer's refund), and a refund's
// type is the noun ("Refund", «Возврат»), never the admin's verb («Вернуть деньги»).
import { randomBytes } from 'node:crypto'
import { adminApi, creditBalance, type ApiClient } from '../support/api'
import { expect, liveApp } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { uniqueWord } from '../buying/buying-helpers'
import { testInEachLanguage } from '../finish/languages'

const words = {
  ru: {
    promoType: 'Промокод',
    promo: (code: string) => `Промокод ${code}`,
    purchaseType: 'Покупка',
    market: (domain: string) => `Покупка на After Market: ${domain}`,
    refundType: 'Возврат',
    refund: (domain: string) => `Возврат: перенос ${domain} отменён`,
    // The other language's words must not show.
    foreign: /Promo code|After Market purchase|Refund|Purchase|Вернуть/,
  },
  en: {
    promoType: 'Promo code',
    promo: (code: string) => `Promo code ${code}`,
    purchaseType: 'Purchase',
    market: (domain: string) => `After Market purchase: ${domain}`,
    refundType: 'Refund',
    refund: (domain: string) => `Refund: the transfer of ${domain} was cancelled`,
    foreign: /[А-Яа-яЁё]/,
  },
}

interface Transfers {
  transfers: { id: number; domain: string; detail: string | null }[]
}

async function transferable(api: ApiClient, word: string) {
  for (let i = 0; i < 200; i += 1) {
    const domain = `${word}${i}.com`
    const q = await api.get<{ eligible: boolean }>(`/api/transfers/quote?domain=${domain}`)
    if (q.body.eligible) return domain
  }
  throw new Error('no transferable name found')
}

testInEachLanguage(
  'history entries read in the reader’s language, a refund as a noun',
  async ({ page, language, user, api }) => {
    const w = words[language]
    await creditBalance(user, 200)

    const code = `HIST${randomBytes(3).toString('hex')}`.toUpperCase()
    const promo = await adminApi().post('/api/admin/promocodes', { code, amount: 2, max_uses: 1 })
    expect(promo.status, JSON.stringify(promo.body)).toBe(200)
    expect((await api.post('/api/user/activate-promocode', { promocode: code })).status).toBe(200)

    const listed = `resale-${randomBytes(3).toString('hex')}.com`
    const listing = await adminApi().post<{ listing: { id: number } }>('/api/admin/aftermarket', {
      domain: listed,
      price: 5,
      description: '',
    })
    expect(listing.status, JSON.stringify(listing.body)).toBe(200)
    const domainId = listing.body.listing.id
    expect((await api.post('/api/aftermarket/cart/add', { domain_id: domainId })).status).toBe(200)
    const bought = await api.post('/api/aftermarket/checkout', {})
    expect(bought.status, JSON.stringify(bought.body)).toBe(200)

    // A transfer in, cancelled once the registrar has it: its payment comes back as a refund.
    const moved = await transferable(api, uniqueWord('xhist'))
    const started = await api.post<{ success: boolean }>('/api/transfers', {
      domain: moved,
      auth_code: 'GOOD-AUTH-CODE',
    })
    expect(started.body.success).toBe(true)
    const mine = async () =>
      (await api.get<Transfers>('/api/transfers')).body.transfers.find((t) => t.domain === moved)
    await expect.poll(async () => (await mine())?.detail ?? null).not.toBeNull()
    const id = (await mine())?.id
    const cancelled = await api.post(`/api/transfers/${id}/cancel`, {})
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)

    await page.goto(launchUrl(user, { path: '/history' }))
    await liveApp(page)
    const rows = page.getByTestId('transaction')
    const promoRow = rows.filter({ hasText: w.promo(code) })
    await expect(promoRow).toHaveCount(1)
    await expect(promoRow).toHaveAttribute('data-type', 'promo')
    await expect(promoRow.locator('span').first()).toContainText(w.promoType)

    const marketRow = rows.filter({ hasText: w.market(listed) })
    await expect(marketRow).toHaveCount(1)
    await expect(marketRow.locator('span').first()).toContainText(w.purchaseType)

    const refundRow = rows.filter({ hasText: w.refund(moved) })
    await expect(refundRow).toHaveCount(1)
    await expect(refundRow).toHaveAttribute('data-type', 'refund')
    await expect(refundRow.locator('span').first()).toContainText(w.refundType)

    for (const row of [promoRow, marketRow, refundRow]) {
      // The entry's own words only: the code and the names are the same in any language.
      const text = (await row.innerText()).replace(code, '').replace(listed, '').replace(moved, '')
      expect(text).not.toMatch(w.foreign)
    }
  },
)
